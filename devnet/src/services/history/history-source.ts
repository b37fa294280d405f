import type { ProcessedTransaction } from '../../devnet';
import { blockTimeToSeconds } from '../common/block-time';
import type { HistorySource } from './history-types';

/** What the history builder reads of a processed transaction; null when it had errors (not recorded, reference §19). */
export function toHistorySource(tx: ProcessedTransaction): HistorySource | null {
  if (tx.logs.errors?.length) return null;
  return {
    blockNumber: tx.blockNumber,
    transactionId: tx.transactionId,
    sender: tx.virtual || tx.sender === 'null' ? null : tx.sender,
    contract: tx.contract,
    action: tx.action,
    payload: tx.payload,
    events: tx.logs.events ?? [],
    timestamp: blockTimeToSeconds(tx.timestamp),
  };
}
