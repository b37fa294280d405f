import { MODAL_NAMES } from '@tdx/contracts';
import { emit, on } from '@tdx/event-bus';
import { useEffect } from 'react';

/** The session's modals, for the shell's modal manager; each one's code loads on first open. */
export const SESSION_MODALS = [
  { name: MODAL_NAMES.login, load: () => import('./login-modal') },
  // No close button, and neither Escape nor the backdrop closes it (spec §2).
  { name: MODAL_NAMES.installKeychain, load: () => import('./keychain-modal'), dismissible: false },
];

/** Keychain missing (`keychain-missing` on the bus) opens the install-Keychain modal. */
export function useKeychainMissingModal(): void {
  useEffect(() => {
    const subscription = on('keychain-missing').subscribe(() => emit({ type: 'open-modal', name: MODAL_NAMES.installKeychain }));
    return () => subscription.unsubscribe();
  }, []);
}
