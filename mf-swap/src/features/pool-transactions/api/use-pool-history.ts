import { historyApi } from '@tdx/api';
import { useCallback, useEffect, useState } from 'react';
import { appendPage, HISTORY_PAGE_SIZE, NO_PAGES, type HistoryPages } from '../model/history-pages';
import { POOL_OPERATIONS, type PoolHistoryRow } from '../model/pool-history';

const OPS = Object.keys(POOL_OPERATIONS).join(',');

/** One page of the account's swaps, deposits and withdrawals (history rows, newest first). */
export function getPoolHistoryPage(account: string, offset: number): Promise<PoolHistoryRow[]> {
  return historyApi.accountHistory<PoolHistoryRow>({ account, ops: OPS, limit: HISTORY_PAGE_SIZE, offset });
}

export interface PoolHistory extends HistoryPages {
  /** The first page is on its way. */
  loading: boolean;
  /** A further page is on its way. */
  loadingMore: boolean;
  /** The last request failed (rows already shown stay). */
  failed: boolean;
  loadMore: () => void;
}

interface Loaded {
  account: string;
  pages: HistoryPages;
  loadingMore: boolean;
  failed: boolean;
}

/** The account's pool history: the first page at once, `loadMore()` asks for the next. */
export function usePoolHistory(account: string): PoolHistory {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  const fetchAfter = useCallback(
    (base: HistoryPages) =>
      getPoolHistoryPage(account, base.nextOffset).then(
        (page): Loaded => ({ account, pages: appendPage(base, page), loadingMore: false, failed: false }),
        (error: unknown): Loaded => {
          console.error('Failed to load the pool history', error);
          return { account, pages: base, loadingMore: false, failed: true };
        },
      ),
    [account],
  );

  useEffect(() => {
    let current = true;
    fetchAfter(NO_PAGES).then((next) => current && setLoaded(next));
    return () => {
      current = false;
    };
  }, [fetchAfter]);

  const mine = loaded?.account === account ? loaded : null;
  const loadMore = useCallback(() => {
    if (!mine || mine.loadingMore) return;
    setLoaded({ ...mine, loadingMore: true });
    // A page for an account signed out meanwhile is dropped.
    fetchAfter(mine.pages).then((next) => setLoaded((previous) => (previous?.account === next.account ? next : previous)));
  }, [mine, fetchAfter]);

  return { ...(mine?.pages ?? NO_PAGES), loading: mine === null, loadingMore: mine?.loadingMore ?? false, failed: mine?.failed ?? false, loadMore };
}
