import type { ContractApi, Decimal128, Row } from '../../chain/contract-api';
import type { Metric as ChainMetric, Trade as ChainTrade } from '@tdx/contracts';
import { type TypedTable, typedTable } from '../shared/typed-table';

export type OrderType = 'buy' | 'sell';

export interface SellOrderFields {
  txId: string;
  /** Seconds. */
  timestamp: number;
  account: string;
  symbol: string;
  /** Tokens still offered (buy: still wanted), token precision. */
  quantity: string;
  /** SWAP.HIVE per token, 8 dp. */
  price: string;
  priceDec: Decimal128;
  /** Seconds. */
  expiration: number;
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
