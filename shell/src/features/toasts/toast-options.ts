import type { NotifyEvent } from '@tdx/contracts';

export const TOAST_DEFAULTS = { maxVisible: 5, durationMs: 5000 } as const;

/** How long a toast stays: `persist` or duration 0 keep it until dismissed. */
export function toastDuration(event: NotifyEvent): number | null {
  if (event.persist || event.duration === 0) return null;
  return event.duration ?? TOAST_DEFAULTS.durationMs;
}
