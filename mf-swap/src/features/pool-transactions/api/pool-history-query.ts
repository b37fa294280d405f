import { historyApi } from '@tdx/api';
import { dataKeys, definePagedQuery } from '@tdx/data';
import { POOL_OPERATIONS, type PoolHistoryRow } from '../model/pool-history';

/** Rows per request (a transaction is two rows). */
export const HISTORY_PAGE_SIZE = 50;

const OPS = Object.keys(POOL_OPERATIONS).join(',');

/** The account's swaps, deposits and withdrawals (history rows), newest first, a page at a time. */
export const poolHistoryQuery = definePagedQuery({
  key: (account: string) => [...dataKeys.account(account), 'pool-history'],
  fetchPage: (account: string, offset: number) => historyApi.accountHistory<PoolHistoryRow>({ account, ops: OPS, limit: HISTORY_PAGE_SIZE, offset }),
  pageSize: HISTORY_PAGE_SIZE,
  rowKey: (row: PoolHistoryRow) => row._id,
  sortKey: (row: PoolHistoryRow) => row.timestamp,
});
