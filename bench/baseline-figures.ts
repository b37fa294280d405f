/**
 * The earlier public front end's `/trade/BEE` figures (measured on it with Lighthouse 12.8.2,
 * medians of 3 runs) and the trade page's targets set against them.
 */
import type { LighthouseFigures, Preset } from './lighthouse';

export const TRADE_BASELINE: Record<Preset, LighthouseFigures> = {
  mobile: { score: 57, fcpMs: 2081, lcpMs: 6007, tbtMs: 802, cls: 0, totalBytes: 357_538, requests: 34 },
  desktop: { score: 85, fcpMs: 433, lcpMs: 1394, tbtMs: 37, cls: 0.233, totalBytes: 357_538, requests: 35 },
};

/** Lighthouse's CPU benchmark index of the host the baseline was measured on. */
export const BASELINE_BENCHMARK_INDEX = '2,130–2,270';

/** Mobile preset targets; polling may cost at most half the baseline's bytes per minute. */
export const TRADE_TARGETS = { mobileScore: 90, lcpMs: 2500, tbtMs: 200, cls: 0.02, pollingBytesShare: 0.5 } as const;

/** The UI must never block this long while a user scrolls a 10,000-order book. */
export const SCROLL_LONG_TASK_LIMIT_MS = 200;

/** Nor this long while a user types a search in, or sorts, the list of every token (~15,500 at scale 50). */
export const TOKEN_LIST_LONG_TASK_LIMIT_MS = 200;
