import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { RuntimeConfig } from '@tdx/contracts';
import { events$ } from '@tdx/event-bus';
import {
  HIVE_RPC_COOKIE,
  provideRuntimeConfig,
  readCookie,
  SIDECHAIN_ID_COOKIE,
  SIDECHAIN_RPC_COOKIE,
  clearNodeChoices,
  isTrustedNode,
  trustNode,
  writeCookie,
} from '@tdx/settings';
import type { AppEvent } from '@tdx/contracts';
import type { Subscription } from 'rxjs';
import RpcConfigDialog from './rpc-config-dialog';
import { probeNode } from './node-probe';

jest.mock('./node-probe', () => ({ probeNode: jest.fn() }));

const CONFIG = {
  productName: 'Tribaldex',
  hive: { rpc: 'http://hive.test/0', rpcs: ['http://hive.test/0', 'http://hive.test/1'] },
  sidechain: { id: 'ssc-mainnet-hive', rpc: 'http://sc.test/0', rpcs: ['http://sc.test/0', 'http://sc.test/1'], timeoutMs: 5000 },
} as RuntimeConfig;

const COOKIES = [HIVE_RPC_COOKIE, SIDECHAIN_RPC_COOKIE, SIDECHAIN_ID_COOKIE];

function renderDialog() {
  const onClose = jest.fn();
  render(<RpcConfigDialog onClose={onClose} />);
  return onClose;
}

const sidechainGroup = () => screen.getByRole('radiogroup', { name: 'Sidechain node' });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

let toasts: AppEvent[];
let subscription: Subscription;

beforeEach(() => {
  provideRuntimeConfig(CONFIG);
  clearNodeChoices();
  jest.mocked(probeNode).mockImplementation(async (_kind, node) =>
    node.endsWith('/1') ? { reachable: false } : { reachable: true, latencyMs: 12, blockHeight: 4567 },
  );
  toasts = [];
  subscription = events$.subscribe((event) => event.type === 'notify' && toasts.push(event));
});

afterEach(() => subscription.unsubscribe());

describe('RpcConfigDialog', () => {
  it('is titled RPC Configuration and lists each node with its latency and block height, or unreachable', async () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'RPC Configuration' })).toBeInTheDocument();
    const primary = within(sidechainGroup()).getByRole('radio', { name: /http:\/\/sc\.test\/0/ });
    expect(primary).toBeChecked();
    await waitFor(() => expect(within(sidechainGroup()).getByText('12 ms · block 4,567')).toBeInTheDocument());
    expect(within(sidechainGroup()).getByText('unreachable')).toBeInTheDocument();
    expect(within(screen.getByRole('radiogroup', { name: 'Hive node' })).getAllByRole('radio')).toHaveLength(3);
    expect(jest.mocked(probeNode).mock.calls).toEqual(
      expect.arrayContaining([
        ['sidechain', 'http://sc.test/0'],
        ['sidechain', 'http://sc.test/1'],
        ['hive', 'http://hive.test/0'],
        ['hive', 'http://hive.test/1'],
      ]),
    );
  });

  it('saves the chosen sidechain node in its cookie and closes', () => {
    const onClose = renderDialog();
    fireEvent.click(within(sidechainGroup()).getByRole('radio', { name: /http:\/\/sc\.test\/1/ }));
    save();
    expect(readCookie(SIDECHAIN_RPC_COOKIE)).toBe('http://sc.test/1');
    expect(readCookie(HIVE_RPC_COOKIE)).toBe('http://hive.test/0');
    expect(readCookie(SIDECHAIN_ID_COOKIE)).toBe('ssc-mainnet-hive');
    expect(onClose).toHaveBeenCalled();
    expect(toasts).toEqual([expect.objectContaining({ variant: 'success', description: 'RPC configuration saved' })]);
  });

  it('uses a typed https address only once the user confirms they trust it', () => {
    const onClose = renderDialog();
    fireEvent.change(screen.getByLabelText('Sidechain node address'), { target: { value: 'https://engine.example/rpc' } });
    expect(within(sidechainGroup()).getByRole('radio', { name: 'Another https address' })).toBeChecked();
    save();
    expect(screen.getByText('Confirm that you trust this node before using it')).toBeInTheDocument();
    expect(readCookie(SIDECHAIN_RPC_COOKIE)).toBeUndefined();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: /I trust this node: a node I choose can show false balances/ }));
    save();
    expect(readCookie(SIDECHAIN_RPC_COOKIE)).toBe('https://engine.example/rpc');
    expect(isTrustedNode('https://engine.example/rpc')).toBe(true);
    expect(onClose).toHaveBeenCalled();
  });

  it('offers a planted address the site ignored as the typed one, to be confirmed before it is used', () => {
    writeCookie(SIDECHAIN_RPC_COOKIE, 'https://planted.example', { expires: 1, sameSite: 'strict' });
    renderDialog();
    expect(within(sidechainGroup()).getByRole('radio', { name: /http:\/\/sc\.test\/0/ })).toBeChecked();
    expect(screen.getByLabelText('Sidechain node address')).toHaveValue('https://planted.example');
  });

  it.each([
    ['http://engine.example', 'Only https addresses can be used'],
    ['garbage', 'Enter a full address, like https://node.example.com'],
  ])('refuses the typed address %j with a message next to the field and saves nothing', (address, message) => {
    const onClose = renderDialog();
    fireEvent.change(screen.getByLabelText('Hive node address'), { target: { value: address } });
    save();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Hive node address')).toHaveValue(address);
    expect(COOKIES.map(readCookie)).toEqual([undefined, undefined, undefined]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a sidechain id that does not start with ssc-', () => {
    renderDialog();
    fireEvent.change(screen.getByLabelText('Sidechain id'), { target: { value: 'mainnet-hive' } });
    save();
    expect(screen.getByText(/must start with ssc-/)).toBeInTheDocument();
    expect(readCookie(SIDECHAIN_ID_COOKIE)).toBeUndefined();
  });

  it('opens on the saved choices, and restoring the defaults clears them', () => {
    trustNode('https://mine.example');
    writeCookie(SIDECHAIN_RPC_COOKIE, 'https://mine.example', { expires: 1, sameSite: 'strict' });
    const onClose = renderDialog();
    expect(screen.getByLabelText('Sidechain node address')).toHaveValue('https://mine.example');
    fireEvent.click(screen.getByRole('button', { name: 'Restore defaults' }));
    expect(readCookie(SIDECHAIN_RPC_COOKIE)).toBeUndefined();
    expect(isTrustedNode('https://mine.example')).toBe(false);
    expect(onClose).toHaveBeenCalled();
  });
});
