import type { NotifyEvent } from '@tdx/contracts';

/** Hand-over point between the always-present host and the lazily loaded toaster. */
export interface ToastSink {
  queued: NotifyEvent[];
  show: ((event: NotifyEvent) => void) | null;
}
