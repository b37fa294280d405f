import type { HistoryRow } from './history-row';

export const HISTORY_PAGE_SIZE = 30;

export interface HistoryPages {
  rows: HistoryRow[];
  /** Offset of the next page: rows received so far, repeats included. */
  nextOffset: number;
  /** False once a page came back shorter than the page size. */
  hasMore: boolean;
}

export const NO_PAGES: HistoryPages = { rows: [], nextOffset: 0, hasMore: true };

/**
 * Adds one page: newest first (the API's order, kept stable on equal timestamps), each row once
 * even when new rows arriving between requests shift a page onto rows already shown.
 */
export function appendPage(pages: HistoryPages, page: HistoryRow[], pageSize = HISTORY_PAGE_SIZE): HistoryPages {
  const seen = new Set(pages.rows.map((row) => row._id));
  const fresh = page.filter((row) => !seen.has(row._id));
  const rows = [...pages.rows, ...fresh]
    .map((row, index) => ({ row, index }))
    .sort((a, b) => b.row.timestamp - a.row.timestamp || a.index - b.index)
    .map(({ row }) => row);
  return { rows, nextOffset: pages.nextOffset + page.length, hasMore: page.length >= pageSize };
}

/** Filters of the page's own query string handed on to the history API unchanged. */
export const PASSED_THROUGH_PARAMS = ['ops', 'timestampStart', 'timestampEnd'] as const;

export function passedThroughParams(search: string): Record<string, string> {
  const query = new URLSearchParams(search);
  return Object.fromEntries(PASSED_THROUGH_PARAMS.flatMap((name) => (query.get(name) ? [[name, query.get(name) as string]] : [])));
}
