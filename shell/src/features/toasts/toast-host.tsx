import type { NotifyEvent } from '@tdx/contracts';
import { on } from '@tdx/event-bus';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ToastSink } from './toast-sink';

const Toaster = lazy(() => import('./toaster'));

/**
 * Collects `notify` events from the bus from the first render; the toast library (notistack) and
 * its one SnackbarProvider load with the first toast, then receive the queue and every later one.
 */
export function ToastHost() {
  const [active, setActive] = useState(false);
  const sink = useRef<ToastSink>({ queued: [], show: null });

  useEffect(() => {
    const subscription = on('notify').subscribe((event: NotifyEvent) => {
      if (sink.current.show) sink.current.show(event);
      else sink.current.queued.push(event);
      setActive(true);
    });
    return () => subscription.unsubscribe();
  }, []);

  return active ? (
    <Suspense fallback={null}>
      <Toaster sink={sink.current} />
    </Suspense>
  ) : null;
}
