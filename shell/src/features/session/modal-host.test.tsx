import { act, render, screen } from '@testing-library/react';
import { emit } from '@tdx/event-bus';
import { ModalHost } from './modal-host';
import { MODAL_NAMES } from '@tdx/contracts';

jest.mock('@tdx/session', () => ({ login: jest.fn() }));

describe('ModalHost', () => {
  it('opens the install-Keychain modal when Keychain is missing, without a close button', async () => {
    render(<ModalHost />);
    act(() => emit({ type: 'keychain-missing' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('You need Hive Keychain installed to use the website.');
    expect(dialog).toHaveTextContent('Hive Keychain is available for all the major browsers and mobile operating systems.');
    expect(screen.getByRole('img', { name: 'Hive Keychain logo' })).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download Hive Keychain' });
    expect(download).toHaveAttribute('href', 'https://hive-keychain.com');
    expect(download).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens and closes the login modal by name, and ignores unknown names', async () => {
    render(<ModalHost />);
    act(() => emit({ type: 'open-modal', name: 'no-such-modal' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => emit({ type: 'open-modal', name: MODAL_NAMES.login }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    act(() => emit({ type: 'close-modal', name: MODAL_NAMES.login }));
    await act(async () => undefined);
    expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull();
  });
});
