import { events$ } from '@tdx/event-bus';
import { lazy, Suspense, useEffect, useState } from 'react';
import { MODAL_NAMES, type ModalName } from '@tdx/contracts';

const LoginModal = lazy(() => import('./login-modal'));
const KeychainModal = lazy(() => import('./keychain-modal'));

function isModalName(name: string): name is ModalName {
  return (Object.values(MODAL_NAMES) as string[]).includes(name);
}

/**
 * Opens modals by name from the bus (`open-modal`, `close-modal`) and the install-Keychain modal on
 * `keychain-missing`. Each modal's code loads on first open.
 */
export function ModalHost() {
  const [open, setOpen] = useState<ModalName | null>(null);

  useEffect(() => {
    const subscription = events$.subscribe((event) => {
      if (event.type === 'keychain-missing') setOpen(MODAL_NAMES.installKeychain);
      else if (event.type === 'open-modal' && isModalName(event.name)) setOpen(event.name);
      else if (event.type === 'close-modal') setOpen((current) => (current === event.name ? null : current));
    });
    return () => subscription.unsubscribe();
  }, []);

  const close = () => setOpen(null);
  return (
    <Suspense fallback={null}>
      {open === MODAL_NAMES.login && <LoginModal onClose={close} />}
      {open === MODAL_NAMES.installKeychain && <KeychainModal onClose={close} />}
    </Suspense>
  );
}
