/** A `market.buyBook` / `market.sellBook` row (the fields the page reads). */
export interface BookOrder {
  _id: number;
  txId: string;
  account: string;
  symbol: string;
  /** Tokens still wanted (buy) or offered (sell). */
  quantity: string;
  /** SWAP.HIVE per token, 8 decimals. */
  price: string;
  /** Buy orders only: SWAP.HIVE still locked. */
  tokensLocked?: string;
  /** Seconds. */
  timestamp: number;
  /** Seconds. */
  expiration: number;
}

export type OrderSide = 'buy' | 'sell';
export type OrderKind = 'limit' | 'market';

/** One price level of an aggregated book, with running totals from the best price down. */
export interface BookLevel {
  price: string;
  /** Tokens at this price. */
  quantity: string;
  /** SWAP.HIVE at this price (price × quantity). */
  total: string;
  cumulativeQuantity: string;
  cumulativeTotal: string;
}

/** A user's open order, tagged with its book. */
export interface OpenOrder extends BookOrder {
  side: OrderSide;
}
