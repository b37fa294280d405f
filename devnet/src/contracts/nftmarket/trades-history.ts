import type { ContractApi } from '../../chain/contract-api';
import { blockTimeSeconds, SECONDS_PER_DAY } from '../shared/block-time';
import { tradesHistoryName } from './tables';
import type { Trade } from './types';

/** Prunes this price symbol's trades older than 24 h, then records the new trade. */
export function recordTrade(api: ContractApi, symbol: string, trade: Omit<Trade, 'timestamp'>): void {
  const table = api.table(tradesHistoryName(symbol));
  const nowSeconds = blockTimeSeconds(api);
  const findExpired = () =>
    table.find(
      { priceSymbol: trade.priceSymbol, timestamp: { $lt: nowSeconds - SECONDS_PER_DAY } },
      { limit: 1000, indexes: [{ index: '_id', descending: false }] },
    );
  for (let expired = findExpired(); expired.length > 0; expired = findExpired()) {
    expired.forEach((row) => table.remove(row));
  }
  const { volume, ...rest } = trade;
  table.insert({ ...rest, timestamp: nowSeconds, volume });
}
