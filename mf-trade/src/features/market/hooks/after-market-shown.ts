import { afterShown } from '@tdx/ui/scheduling';

/** The `elementtiming` name of the market's heading (MarketHeader), the first thing the page shows. */
export const MARKET_HEADING_TIMING = 'market-heading';

/**
 * Runs `task` once the market's heading is on screen (afterShown): the market's reads go out then,
 * so none of them competes with the page's first showing. Returns a cancel function.
 */
export const afterMarketShown = (task: () => void): (() => void) => afterShown(MARKET_HEADING_TIMING, task);
