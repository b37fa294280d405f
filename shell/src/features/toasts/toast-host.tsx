import { on } from '@tdx/event-bus';
import { lazy, Suspense } from 'react';
import { useBusSink } from './toast-sink';

const Toaster = lazy(() => import('./toaster'));
const notifyEvents = on('notify');

/**
 * Collects `notify` events from the bus from the first render; the toast library (notistack) and
 * its one SnackbarProvider load with the first toast, then receive the queue and every later one.
 */
export function ToastHost() {
  const { active, sink } = useBusSink(notifyEvents);
  return active ? (
    <Suspense fallback={null}>
      <Toaster sink={sink} />
    </Suspense>
  ) : null;
}
