import { on } from '@tdx/event-bus';
import { lazy, Suspense } from 'react';
import { useBusSink } from './toast-sink';

const NotificationArea = lazy(() => import('./notification-area'));
const notifications = on('notification');

/** Collects `notification` events from the first render; the area's code loads with the first one. */
export function NotificationHost() {
  const { active, sink } = useBusSink(notifications);
  return active ? (
    <Suspense fallback={null}>
      <NotificationArea sink={sink} />
    </Suspense>
  ) : null;
}
