/** A downward swipe of at least this share of the modal's height closes it. */
export const SWIPE_DISTANCE_SHARE = 0.1;
/** A downward flick this quick closes it whatever its length… */
export const SWIPE_FLICK_MS = 300;
/** …as long as it moved this far (a tap is not a swipe). */
export const SWIPE_MIN_PX = 16;

export interface Swipe {
  /** Downward movement in px (negative: upward). */
  distance: number;
  /** Height of the modal in px. */
  size: number;
  durationMs: number;
}

/** Spec §9: swipe-to-close at 10 % of the modal's size or a swipe of 300 ms or less. */
export function swipeCloses({ distance, size, durationMs }: Swipe): boolean {
  if (distance < SWIPE_MIN_PX) return false;
  return distance >= size * SWIPE_DISTANCE_SHARE || durationMs <= SWIPE_FLICK_MS;
}
