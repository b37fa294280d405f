import type { ContractApi, Decimal128, Row } from '../../chain/contract-api';
import type { BookOrder, Metric as ChainMetric, Trade as ChainTrade } from '@tdx/contracts';
import { type TypedTable, typedTable } from '../shared/typed-table';

export type OrderType = 'buy' | 'sell';

/** What the book stores beyond the site's `BookOrder`: the price as a Decimal128 for sorting. */
export interface SellOrderFields extends Omit<BookOrder, '_id' | 'tokensLocked'> {
  priceDec: Decimal128;
}

export interface BuyOrderFields extends SellOrderFields {
  /** SWAP.HIVE still locked, 8 dp. */
  tokensLocked: string;
}

export interface SellOrder extends Row, SellOrderFields {
  _id?: number;
}

export interface BuyOrder extends Row, BuyOrderFields {
  _id?: number;
}

/** The fields of a `tradesHistory` row (the site reads the same shape). */
export type TradeFields = Omit<ChainTrade, '_id'>;

export interface Trade extends Row, TradeFields {}

export interface Metric extends Row, ChainMetric {}

export const buyBook = (api: ContractApi): TypedTable<BuyOrder> => typedTable(api.table('buyBook'));
export const sellBook = (api: ContractApi): TypedTable<SellOrder> => typedTable(api.table('sellBook'));
export const tradesHistory = (api: ContractApi): TypedTable<Trade> => typedTable(api.table('tradesHistory'));
export const metrics = (api: ContractApi): TypedTable<Metric> => typedTable(api.table('metrics'));
