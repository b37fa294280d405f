import { render, renderHook, screen } from '@testing-library/react';
import { MODAL_NAMES, type AppEvent } from '@tdx/contracts';
import { emit, events$ } from '@tdx/event-bus';
import { SESSION_MODALS, useKeychainMissingModal } from './modal-host';

jest.mock('@tdx/session', () => ({ login: jest.fn() }));

function definition(name: string) {
  const found = SESSION_MODALS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${name} is not a session modal`);
  return found;
}

describe('session modals', () => {
  it('asks for the install-Keychain modal when Keychain is missing', () => {
    const seen: AppEvent[] = [];
    const subscription = events$.subscribe((event) => seen.push(event));
    renderHook(() => useKeychainMissingModal());
    emit({ type: 'keychain-missing' });
    subscription.unsubscribe();
    expect(seen).toContainEqual({ type: 'open-modal', name: MODAL_NAMES.installKeychain });
  });

  it('registers an install-Keychain modal that cannot be dismissed and has no close button', async () => {
    const keychain = definition(MODAL_NAMES.installKeychain);
    expect(keychain.dismissible).toBe(false);
    const { default: KeychainModal } = await keychain.load();
    render(<KeychainModal onClose={jest.fn()} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('You need Hive Keychain installed to use the website.');
    expect(dialog).toHaveTextContent('Hive Keychain is available for all the major browsers and mobile operating systems.');
    expect(screen.getByRole('img', { name: 'Hive Keychain logo' })).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download Hive Keychain' });
    expect(download).toHaveAttribute('href', 'https://hive-keychain.com');
    expect(download).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('registers the login modal under its name', async () => {
    const { default: LoginModal } = await definition(MODAL_NAMES.login).load();
    render(<LoginModal onClose={jest.fn()} />);
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });
});
