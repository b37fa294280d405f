import { fireEvent, render, screen } from '@testing-library/react';
import type { AppEvent, Settings } from '@tdx/contracts';
import { events$ } from '@tdx/event-bus';
import { useSettings } from '@tdx/settings';
import { RpcConfigButton } from './rpc-config-button';

jest.mock('@tdx/settings', () => ({ useSettings: jest.fn() }));

const withMaintenance = (maintenance: boolean | undefined) =>
  jest.mocked(useSettings).mockReturnValue({ settings: maintenance === undefined ? null : ({ maintenance } as Settings), hivePrice: null, settingsSettled: maintenance !== undefined });

describe('RpcConfigButton', () => {
  it('is labelled and titled RPC Configuration and opens that modal by name', () => {
    withMaintenance(false);
    const opened: AppEvent[] = [];
    const subscription = events$.subscribe((event) => opened.push(event));
    render(<RpcConfigButton />);
    const button = screen.getByRole('button', { name: 'RPC Configuration' });
    expect(button).toHaveAttribute('title', 'RPC Configuration');
    fireEvent.click(button);
    subscription.unsubscribe();
    expect(opened).toEqual([{ type: 'open-modal', name: 'rpcConfiguration' }]);
  });

  it('shows before the settings arrive: choosing a node matters most when services fail', () => {
    withMaintenance(undefined);
    render(<RpcConfigButton />);
    expect(screen.getByRole('button', { name: 'RPC Configuration' })).toBeInTheDocument();
  });

  it('is hidden while maintenance is on', () => {
    withMaintenance(true);
    render(<RpcConfigButton />);
    expect(screen.queryByRole('button', { name: 'RPC Configuration' })).toBeNull();
  });
});
