import type { NotifyEvent } from '@tdx/contracts';

/**
 * Spec §9: 5000 ms, at most 5 visible, removed 200 ms after closing, 16 px apart, bottom right
 * (lifted above the 40 px RPC Configuration button that sits 16 px from the corner).
 */
export const TOAST_DEFAULTS = { maxVisible: 5, durationMs: 5000, removalDelayMs: 200, gapPx: 16, bottomOffsetPx: 72 } as const;

/** notistack keeps 6 px above and below each toast; this much more on each side makes the gap. */
export const TOAST_EXTRA_SPACING_PX = (TOAST_DEFAULTS.gapPx - 12) / 2;

/** How long a toast stays: `persist` or duration 0 keep it until dismissed. */
export function toastDuration(event: NotifyEvent): number | null {
  if (event.persist || event.duration === 0) return null;
  return event.duration ?? TOAST_DEFAULTS.durationMs;
}
