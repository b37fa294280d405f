import type { Devnet, ProcessedTransaction } from '../../devnet';
import { blockTimeToSeconds } from '../common/block-time';
import { followTransactions } from '../common/follow-transactions';
import type { TradeLog } from '../market-trades/trade-log';
import { deriveRows, tradeRows } from './derive-rows';
import type { HistoryEntry, HistoryRow, HistorySource } from './history-types';

export interface HistoryIndex {
  /** Every history row, newest first. */
  rows(): readonly HistoryRow[];
}

/** History rows of the chain's error-free transactions plus the persistent trade log. */
export function createHistoryIndex(devnet: Devnet, tradeLog: TradeLog): HistoryIndex {
  const entries = followTransactions(devnet, (tx) => {
    const source = toHistorySource(tx);
    return source ? deriveRows(source) : [];
  });
  return {
    rows() {
      const derived = entries().map((entry, index) => withId(entry, index, '0'));
      const trades = tradeLog
        .trades()
        .flatMap((trade) => tradeRows(trade, trade.blockNumber))
        .map((entry, index) => withId(entry, index, 'f'));
      return [...derived, ...trades].sort(
        (a, b) => b.timestamp - a.timestamp || b.blockNumber - a.blockNumber || b._id.localeCompare(a._id),
      );
    },
  };
}

/** Only transactions without errors are recorded (reference §19). */
function toHistorySource(tx: ProcessedTransaction): HistorySource | null {
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

/** ObjectId-like ids: 24 hex digits, a source digit then the row's position in its source. */
function withId(entry: HistoryEntry, position: number, source: '0' | 'f'): HistoryRow {
  return { _id: source + position.toString(16).padStart(23, '0'), ...entry };
}
