import { on } from '@tdx/event-bus';
import { lazy, Suspense } from 'react';
import { collectedFromNow, useBusSink } from './toast-sink';

const Toaster = lazy(() => import('./toaster'));
// From the module's load, before the first render: the start-up (a session found expired) may already ask for a toast.
const notifyEvents = collectedFromNow(on('notify'));

/**
 * Collects `notify` events from the bus from the module's load; the toast library (notistack) and
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
