import { historyApi } from '@tdx/api';
import { useCallback, useEffect, useState } from 'react';
import { appendPage, HISTORY_PAGE_SIZE, NO_PAGES, type HistoryPages } from '../utils/history-pages';
import type { HistoryRow } from '../utils/history-row';

export interface HistoryQuery {
  account: string;
  symbol: string;
  /** Further history API parameters, passed through unchanged (ops, time range). */
  filters: Readonly<Record<string, string>>;
}

/** One page of the account's history of one token, newest first. */
export function getHistoryPage(query: HistoryQuery, offset: number): Promise<HistoryRow[]> {
  return historyApi.accountHistory<HistoryRow>({ ...query.filters, account: query.account, symbol: query.symbol, limit: HISTORY_PAGE_SIZE, offset });
}

export interface AccountHistory extends HistoryPages {
  /** The first page is on its way. */
  loading: boolean;
  /** A further page is on its way. */
  loadingMore: boolean;
  /** The last request failed (rows already shown stay). */
  failed: boolean;
  loadMore: () => void;
}

interface Loaded {
  queryKey: string;
  pages: HistoryPages;
  loadingMore: boolean;
  failed: boolean;
}

/** The history pages of one query: the first page at once, `loadMore()` asks for the next on demand. */
export function useAccountHistory(query: HistoryQuery): AccountHistory {
  const queryKey = JSON.stringify(query);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  const fetchAfter = useCallback((base: HistoryPages) => {
    const parsed = JSON.parse(queryKey) as HistoryQuery;
    return getHistoryPage(parsed, base.nextOffset).then(
      (page): Loaded => ({ queryKey, pages: appendPage(base, page), loadingMore: false, failed: false }),
      (error: unknown): Loaded => {
        console.error('Failed to load the token history', error);
        return { queryKey, pages: base, loadingMore: false, failed: true };
      },
    );
  }, [queryKey]);

  useEffect(() => {
    let current = true;
    fetchAfter(NO_PAGES).then((next) => current && setLoaded(next));
    return () => {
      current = false;
    };
  }, [fetchAfter]);

  const mine = loaded?.queryKey === queryKey ? loaded : null;
  const loadMore = useCallback(() => {
    if (!mine || mine.loadingMore) return;
    setLoaded({ ...mine, loadingMore: true });
    // A page for a query the user has left is dropped.
    fetchAfter(mine.pages).then((next) => setLoaded((previous) => (previous?.queryKey === next.queryKey ? next : previous)));
  }, [mine, fetchAfter]);

  return {
    ...(mine?.pages ?? NO_PAGES),
    loading: mine === null,
    loadingMore: mine?.loadingMore ?? false,
    failed: mine?.failed ?? false,
    loadMore,
  };
}
