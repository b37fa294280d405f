import { events$ } from '@tdx/event-bus';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { modalStack } from './modal-registry';

const ModalLayer = lazy(() => import('./modal-layer'));

/**
 * Opens and closes registered modals by name from the bus (`open-modal` with optional props,
 * `close-modal`). The dialog code loads with the first modal.
 */
export function ModalManager() {
  const entries = useSyncExternalStore(modalStack.subscribe, modalStack.snapshot);

  useEffect(() => {
    const subscription = events$.subscribe((event) => {
      if (event.type === 'open-modal') modalStack.open(event.name, event.props);
      else if (event.type === 'close-modal') modalStack.closeByName(event.name);
    });
    return () => subscription.unsubscribe();
  }, []);

  return entries.length > 0 ? (
    <Suspense fallback={null}>
      <ModalLayer entries={entries} />
    </Suspense>
  ) : null;
}
