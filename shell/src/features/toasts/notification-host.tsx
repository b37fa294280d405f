import { on } from '@tdx/event-bus';
import { lazyThemed } from '@tdx/ui/base';
import { Suspense } from 'react';
import { useBusSink } from './toast-sink';

const NotificationArea = lazyThemed(() => import('./notification-area'));
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
