import type { Trade } from '@tdx/contracts';
import type { Row } from '../../chain/contract-api';
import type { Devnet } from '../../devnet';

/** A market/tradesHistory row, kept after the contract prunes it (it keeps only 24 h). */
export type TradeRow = Omit<Trade, '_id'>;

export interface LoggedTrade extends TradeRow {
  /** Sidechain block in which the trade was seen (0 for seeded trades). */
  blockNumber: number;
}

interface TradeLogState {
  lastTradeId: number;
  trades: LoggedTrade[];
}

export const TRADE_LOG_STATE_KEY = 'market-trades';

/**
 * The log's seeded state bag (see `SeedData.serviceState`): trades the contract pruned before the
 * devnet started; the seeded `tradesHistory` rows join them on the first read.
 */
export function seededTradeLogState(prunedTrades: readonly TradeRow[]): Record<string, TradeLogState> {
  return { [TRADE_LOG_STATE_KEY]: { lastTradeId: 0, trades: prunedTrades.map((trade) => ({ ...trade, blockNumber: 0 })) } };
}

export interface TradeLog {
  /** Every trade seen, oldest first. */
  trades(): readonly LoggedTrade[];
}

const tradeLogs = new WeakMap<Devnet, TradeLog>();

/** The one trade log of a devnet, shared by the history and info services. */
export function tradeLogOf(devnet: Devnet): TradeLog {
  let log = tradeLogs.get(devnet);
  if (!log) {
    log = createTradeLog(devnet);
    tradeLogs.set(devnet, log);
  }
  return log;
}

/** Copies new tradesHistory rows into a persistent log after every block. */
function createTradeLog(devnet: Devnet): TradeLog {
  const state = devnet.state<TradeLogState>(TRADE_LOG_STATE_KEY, () => ({ lastTradeId: 0, trades: [] }));

  const sync = (blockNumber: number) => {
    const rows = devnet.chain.find('market', 'tradesHistory', { _id: { $gt: state.lastTradeId } }, {
      indexes: [{ index: '_id', descending: false }],
    });
    if (rows.length === 0) return;
    for (const row of rows) {
      const trade = toTrade(row);
      if (trade) state.trades.push({ ...trade, blockNumber });
      if (typeof row._id === 'number') state.lastTradeId = Math.max(state.lastTradeId, row._id);
    }
    devnet.persist();
  };

  // Every block, because the contract prunes rows older than 24 h on later trades; and on every read,
  // because a reset re-creates the bag empty before the next block.
  devnet.chain.onBlock((block) => sync(block.blockNumber));
  return {
    trades() {
      sync(devnet.chain.latestBlock().blockNumber);
      return state.trades;
    },
  };
}

function toTrade(row: Row): TradeRow | null {
  const { type, buyer, seller, symbol, quantity, price, volume, timestamp, buyTxId, sellTxId } = row;
  const strings = [buyer, seller, symbol, quantity, price, volume];
  if ((type !== 'buy' && type !== 'sell') || !strings.every((s) => typeof s === 'string') || typeof timestamp !== 'number') {
    return null;
  }
  return {
    type,
    buyer: buyer as string,
    seller: seller as string,
    symbol: symbol as string,
    quantity: quantity as string,
    price: price as string,
    volume: volume as string,
    timestamp,
    buyTxId: String(buyTxId ?? ''),
    sellTxId: String(sellTxId ?? ''),
  };
}
