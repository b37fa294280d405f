import type { Devnet } from '../../devnet';
import { followTransactions } from '../common/follow-transactions';
import type { TradeLog } from '../market-trades/trade-log';
import { deriveRows, tradeRows } from './derive-rows';
import { toHistorySource } from './history-source';
import type { HistoryEntry, HistoryRow } from './history-types';
import { CONTRACT_PREFIX } from './row-spec';
import { seededHistoryOf } from './seeded-history';
import { UndelegationOwners } from './undelegation-owners';

export interface HistoryIndex {
  /** Every history row, newest first. */
  rows(): readonly HistoryRow[];
}

/** History rows of the chain's error-free transactions, the persistent trade log and the seeded history. */
export function createHistoryIndex(devnet: Devnet, tradeLog: TradeLog): HistoryIndex {
  const undelegations = new UndelegationOwners((symbol, id) => instanceOwner(devnet, symbol, id));
  const entries = followTransactions(devnet, (tx) => {
    const source = toHistorySource(tx);
    return source ? deriveRows(source, undelegations) : [];
  });
  return {
    rows() {
      const derived = entries().map((entry, index) => withId(entry, index, '0'));
      const trades = tradeLog
        .trades()
        .flatMap((trade) => tradeRows(trade, trade.blockNumber))
        .map((entry, index) => withId(entry, index, 'f'));
      const seeded = seededHistoryOf(devnet).map((entry, index) => withId(entry, index, 'e'));
      return [...derived, ...trades, ...seeded].sort(
        (a, b) => b.timestamp - a.timestamp || b.blockNumber - a.blockNumber || b._id.localeCompare(a._id),
      );
    },
  };
}

/** The holder of an NFT instance now (for undelegations the history never saw start, e.g. seeded ones). */
function instanceOwner(devnet: Devnet, symbol: string, id: string): string | undefined {
  const instance = devnet.chain.findOne('nft', `${symbol}instances`, { _id: Number(id) });
  if (typeof instance?.account !== 'string') return undefined;
  return instance.ownedBy === 'c' ? CONTRACT_PREFIX + instance.account : instance.account;
}

/** ObjectId-like ids: 24 hex digits, a source digit then the row's position in its source. */
function withId(entry: HistoryEntry, position: number, source: '0' | 'e' | 'f'): HistoryRow {
  return { _id: source + position.toString(16).padStart(23, '0'), ...entry };
}
