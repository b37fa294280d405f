import type { ContractApi } from '../../chain/contract-api';
import { blockTimeSeconds, SECONDS_PER_DAY } from '../shared/block-time';
import { recordPrice, subtractVolume } from './metrics';
import { tradesHistory, type TradeFields } from './rows';

type TradeRecord = Omit<TradeFields, 'timestamp'>;

/** Prunes the symbol's trades older than 24 h (taking their volume off the metric), then appends the fill. */
export function recordTrade(api: ContractApi, trade: TradeRecord): void {
  const table = tradesHistory(api);
  const nowSeconds = blockTimeSeconds(api);
  const stale = { symbol: trade.symbol, timestamp: { $lt: nowSeconds - SECONDS_PER_DAY } };
  for (let old = table.find(stale); old.length > 0; old = table.find(stale)) {
    for (const row of old) {
      subtractVolume(api, row.symbol, row.volume);
      table.remove(row);
    }
  }
  const { type, buyer, seller, symbol, quantity, price, volume, buyTxId, sellTxId } = trade;
  table.insert({ type, buyer, seller, symbol, quantity, price, timestamp: nowSeconds, volume, buyTxId, sellTxId });
  recordPrice(api, symbol, price);
}
