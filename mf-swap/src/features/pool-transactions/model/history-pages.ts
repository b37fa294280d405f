import type { PoolHistoryRow } from './pool-history';

/** Rows per request (a transaction is two rows). */
export const HISTORY_PAGE_SIZE = 50;

export interface HistoryPages {
  rows: PoolHistoryRow[];
  /** Offset of the next page: rows received so far, repeats included. */
  nextOffset: number;
  /** False once a page came back shorter than the page size. */
  hasMore: boolean;
}

export const NO_PAGES: HistoryPages = { rows: [], nextOffset: 0, hasMore: true };

/**
 * Adds one page, newest first (the API's order, kept on equal timestamps), each row once even when
 * rows arriving between requests shift a page onto rows already shown.
 */
export function appendPage(pages: HistoryPages, page: readonly PoolHistoryRow[], pageSize = HISTORY_PAGE_SIZE): HistoryPages {
  const seen = new Set(pages.rows.map((row) => row._id));
  const rows = [...pages.rows, ...page.filter((row) => !seen.has(row._id))]
    .map((row, index) => ({ row, index }))
    .sort((a, b) => b.row.timestamp - a.row.timestamp || a.index - b.index)
    .map(({ row }) => row);
  return { rows, nextOffset: pages.nextOffset + page.length, hasMore: page.length >= pageSize };
}
