import { afterNextPaint } from '@tdx/ui/scheduling';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { fetchBook, fetchMetric, fetchTradesAfter } from '../api/market-api';
import { MarketFeed, type MarketState } from '../model/market-feed';
import type { OrderSide } from '../model/types';
import { startVisiblePolling } from '../model/poller';

/** A polling round every 20 s while the tab is visible (one metrics row + trades after the newest held). */
export const MARKET_POLL_MS = 20_000;

const fetchers = { metric: fetchMetric, book: fetchBook, tradesAfter: fetchTradesAfter };

/**
 * The live market of `symbol`: read once the page has painted (afterNextPaint), then polled while
 * the page is visible. Each update is rendered as a transition, so React renders books, trades and
 * forms in slices between which the browser stays responsive (no long task when two books and the
 * history arrive at once).
 */
export function useMarketFeed(symbol: string): { market: MarketState; refresh: () => Promise<void>; deepen: (side: OrderSide) => void } {
  const feed = useMemo(() => new MarketFeed(symbol, fetchers), [symbol]);
  const [shown, setShown] = useState({ feed, market: feed.getState() });
  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    const unsubscribe = feed.subscribe(() => startTransition(() => setShown({ feed, market: feed.getState() })));
    const cancelFirstRead = afterNextPaint(() => {
      void feed.refresh().finally(() => {
        if (active) stop = startVisiblePolling({ intervalMs: MARKET_POLL_MS, poll: () => feed.poll() });
      });
    });
    return () => {
      active = false;
      cancelFirstRead();
      unsubscribe();
      stop?.();
    };
  }, [feed]);
  const refresh = useCallback(() => feed.refresh(), [feed]);
  const deepen = useCallback((side: OrderSide) => void feed.deepen(side), [feed]);
  return { market: shown.feed === feed ? shown.market : feed.getState(), refresh, deepen };
}
