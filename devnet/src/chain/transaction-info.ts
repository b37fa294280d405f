import type { StoredTransaction } from './block-types';

/** Answer of `getTransactionInfo` (reference §2.5). */
export type TransactionInfo =
  | (StoredTransaction & { blockNumber: number })
  | (StoredTransaction & { blockNumber: number; transactionIndex: number })[]
  | null;
