import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { fetchBook, fetchMetric, fetchTradesAfter } from '../api/market-api';
import { MarketFeed, type MarketState } from '../model/market-feed';
import { startVisiblePolling } from '../model/poller';

/** A polling round every 20 s while the tab is visible (one metrics row + trades after the newest held). */
export const MARKET_POLL_MS = 20_000;

const fetchers = { metric: fetchMetric, book: fetchBook, tradesAfter: fetchTradesAfter };

/** The live market of `symbol`: read at once, then polled while the page is visible. */
export function useMarketFeed(symbol: string): { market: MarketState; refresh: () => Promise<void> } {
  const feed = useMemo(() => new MarketFeed(symbol, fetchers), [symbol]);
  const market = useSyncExternalStore(feed.subscribe, feed.getState);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    void feed.refresh().finally(() => {
      if (active) stop = startVisiblePolling({ intervalMs: MARKET_POLL_MS, poll: () => feed.poll() });
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [feed]);
  return { market, refresh: () => feed.refresh() };
}
