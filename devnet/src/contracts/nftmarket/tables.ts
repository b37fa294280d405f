import type { ContractApi, TableSpec } from '../../chain/contract-api';
import { typedTable } from '../shared/typed-table';
import { MAX_NUM_UNITS_OPERABLE } from './constants';
import type { MarketParams, SellOrder } from './types';

export const sellBookName = (symbol: string): string => `${symbol}sellBook`;
export const openInterestName = (symbol: string): string => `${symbol}openInterest`;
export const tradesHistoryName = (symbol: string): string => `${symbol}tradesHistory`;

/** The tables `enableMarket` makes for a symbol (seeds must use the same specs). */
export const marketTableSpecs = (symbol: string): TableSpec[] => [
  { name: sellBookName(symbol), indexes: ['ownedBy', 'account', 'nftId', 'grouping', 'priceSymbol'] },
  { name: openInterestName(symbol), indexes: ['side', 'priceSymbol', 'grouping'] },
  { name: tradesHistoryName(symbol), indexes: ['priceSymbol', 'timestamp'] },
];

export const isMarketEnabled = (api: ContractApi, symbol: string): boolean => api.tableExists(sellBookName(symbol));

export function findMarketParams(api: ContractApi, symbol: string): MarketParams | null {
  return typedTable<MarketParams>(api.table('params')).findOne({ symbol });
}

/** The orders for these instance ids, ordered by `nftId` as a string (`"10"` before `"9"`). */
export function findOrders(api: ContractApi, symbol: string, nftIds: string[]): SellOrder[] {
  return typedTable<SellOrder>(api.table(sellBookName(symbol))).find(
    { nftId: { $in: nftIds } },
    { limit: MAX_NUM_UNITS_OPERABLE, indexes: [{ index: 'nftId', descending: false }] },
  );
}
