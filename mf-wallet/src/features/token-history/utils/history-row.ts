/**
 * A row of the history API's `accountHistory` (reference §19.1). Every field but the few the
 * page relies on is optional and untrusted: strings written by chain users are shown as text.
 */
export interface HistoryRow {
  _id: string;
  blockNumber: number;
  transactionId: string;
  /** Unix seconds. */
  timestamp: number;
  account: string;
  operation: string;
  symbol?: string;
  from?: string | null;
  to?: string | null;
  quantity?: string;
  memo?: string | null;
  orderType?: string;
  price?: string;
  quantityLocked?: string;
  quantityTokens?: string;
  quantityReturned?: string;
  quantityUnlocked?: string;
  [field: string]: unknown;
}

/** The market's quote currency: what buy orders lock and get back. */
export const QUOTE_SYMBOL = 'SWAP.HIVE';
