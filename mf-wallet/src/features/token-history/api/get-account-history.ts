import { historyApi } from '@tdx/api';
import { dataKeys, definePagedQuery } from '@tdx/data';
import type { HistoryRow } from '../utils/history-row';

/** Rows per request. */
export const HISTORY_PAGE_SIZE = 30;

export interface HistoryQuery {
  account: string;
  symbol: string;
  /** Further history API parameters, passed through unchanged (ops, time range). */
  filters: Readonly<Record<string, string>>;
}

/** The account's history of one token, newest first, a page at a time. */
export const accountHistoryQuery = definePagedQuery({
  key: ({ account, symbol, filters }: HistoryQuery) => [...dataKeys.account(account), 'history', symbol, filters],
  fetchPage: ({ account, symbol, filters }: HistoryQuery, offset: number) =>
    historyApi.accountHistory<HistoryRow>({ ...filters, account, symbol, limit: HISTORY_PAGE_SIZE, offset }),
  pageSize: HISTORY_PAGE_SIZE,
  rowKey: (row: HistoryRow) => row._id,
  sortKey: (row: HistoryRow) => row.timestamp,
});
