const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Seconds since epoch, as the market contract stores its timestamps. */
export function toSeconds(ms: number): number {
  return Math.floor(ms / SECOND_MS);
}

/** `YYYY-MM-DDThh:mm:ss.sssZ`, as tokenfunds proposals store their dates. */
export function toIsoString(ms: number): string {
  return new Date(ms).toISOString();
}
