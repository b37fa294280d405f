import type { NotifyEvent } from '@tdx/contracts';

/**
 * Spec §9: 5000 ms, at most 5 visible, removed 200 ms after closing, 16 px apart, bottom right
 * (lifted above the 40 px RPC Configuration button that sits 16 px from the corner).
 */
export const TOAST_DEFAULTS = { maxVisible: 5, durationMs: 5000, removalDelayMs: 200, gapPx: 16, bottomOffsetPx: 72, zIndex: 990 } as const;

/** notistack's stock colours fail WCAG AA contrast with their text for success, info and warning; these pass (≥ 4.5:1). */
export const TOAST_COLOURS: Record<NotifyEvent['variant'], { backgroundColor: string; color: string }> = {
  success: { backgroundColor: '#2e7d32', color: '#ffffff' },
  error: { backgroundColor: '#c62828', color: '#ffffff' },
  warning: { backgroundColor: '#ffb74d', color: '#1a1a1a' },
  info: { backgroundColor: '#1565c0', color: '#ffffff' },
};

/** notistack keeps 6 px above and below each toast; this much more on each side makes the gap. */
export const TOAST_EXTRA_SPACING_PX = (TOAST_DEFAULTS.gapPx - 12) / 2;

/** How long a toast stays: `persist` or duration 0 keep it until dismissed. */
export function toastDuration(event: NotifyEvent): number | null {
  if (event.persist || event.duration === 0) return null;
  return event.duration ?? TOAST_DEFAULTS.durationMs;
}
