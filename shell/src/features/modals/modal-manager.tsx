import { events$ } from '@tdx/event-bus';
import { lazyThemed } from '@tdx/ui/base';
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { modalStack } from './modal-registry';

const ModalLayer = lazyThemed(() => import('./modal-layer'));

/**
 * Opens and closes registered modals by name from the bus (`open-modal` with optional props,
 * `close-modal`). The dialog code loads with the first modal.
 */
export function ModalManager() {
  const entries = useSyncExternalStore(modalStack.subscribe, modalStack.snapshot);
  // Once loaded the layer stays: it shows closing modals fading out after the stack is empty.
  const [layerLoaded, setLayerLoaded] = useState(false);
  if (entries.length > 0 && !layerLoaded) setLayerLoaded(true);

  useEffect(() => {
    const subscription = events$.subscribe((event) => {
      if (event.type === 'open-modal') modalStack.open(event.name, event.props);
      else if (event.type === 'close-modal') modalStack.closeByName(event.name);
    });
    return () => subscription.unsubscribe();
  }, []);

  return layerLoaded ? (
    <Suspense fallback={null}>
      <ModalLayer entries={entries} />
    </Suspense>
  ) : null;
}
