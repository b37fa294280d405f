import type { ChainEvent } from '../../chain/contract-api';

/** A processed sidechain transaction, as the history builder reads it. */
export interface HistorySource {
  blockNumber: number;
  transactionId: string;
  /** null for virtual (tick) transactions. */
  sender: string | null;
  contract: string;
  action: string;
  payload: Record<string, unknown>;
  events: ChainEvent[];
  /** Unix seconds of the block. */
  timestamp: number;
}

/** One accountHistory row without its id (reference §19.1): whose history it is, what happened, operation fields. */
export interface HistoryEntry {
  blockNumber: number;
  transactionId: string;
  timestamp: number;
  account: string;
  operation: string;
  [field: string]: unknown;
}

export interface HistoryRow extends HistoryEntry {
  _id: string;
}
