import type { Decimal128 } from '../../chain/contract-api';

/** Row shapes of the nftmarket tables (reference §7.1); served as-is over RPC. */

/** groupBy property → value as a string (`""` when the instance does not have it). */
export type Grouping = Record<string, string>;

export type SellOrder = {
  _id?: number;
  account: string;
  ownedBy: 'u';
  /** The instance id as a STRING. */
  nftId: string;
  grouping: Grouping;
  /** ms */
  timestamp: number;
  /** toFixed(price token precision) */
  price: string;
  priceDec: Decimal128;
  priceSymbol: string;
  /** basis points 0–10000 */
  fee: number;
};

export type OpenInterest = {
  _id?: number;
  side: 'sell';
  priceSymbol: string;
  grouping: Grouping;
  count: number;
};

export type NftSale = { id: string; price: string; fee: string; symbol: string };

export type Counterparty = {
  account: string;
  ownedBy: string;
  nftIds: string[];
  nftSales: NftSale[];
  paymentTotal: string;
};

export type Trade = {
  _id?: number;
  type: 'buy';
  account: string;
  ownedBy: 'u';
  counterparties: Counterparty[];
  priceSymbol: string;
  /** Total paid, fees included. */
  price: string;
  marketAccount?: string;
  fee?: string;
  agentAccount?: string;
  agentFee?: string;
  /** SECONDS */
  timestamp: number;
  volume: number;
};

export type MarketParams = {
  _id?: number;
  symbol: string;
  officialMarket?: string;
  agentCut?: number;
  minFee?: number;
};
