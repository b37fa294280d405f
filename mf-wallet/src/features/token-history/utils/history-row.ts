import type { AccountHistoryRow } from '@tdx/contracts';

/** A row of the history API as the token history shows it. */
export type HistoryRow = AccountHistoryRow;

/** The market's quote currency: what buy orders lock and get back. */
export const QUOTE_SYMBOL = 'SWAP.HIVE';
