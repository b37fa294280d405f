import BigNumber from 'bignumber.js';
import type { ContractAction } from '@tdx/contracts';

export type OrderSide = 'buy' | 'sell';

/** A `market.buyBook` / `market.sellBook` row (reference §4.1); `tokensLocked` only on buy rows. */
export interface BookRow {
  _id: number;
  txId: string;
  /** Unix seconds. */
  timestamp: number;
  account: string;
  symbol: string;
  quantity: string;
  price: string;
  tokensLocked?: string;
  /** Unix seconds. */
  expiration: number;
}

export interface OpenOrder extends BookRow {
  side: OrderSide;
  /** Unique across both books. */
  key: string;
}

/** SWAP.HIVE amounts carry 8 decimals. */
export const QUOTE_PRECISION = 8;

/** Both books' rows as one list, newest first. */
export function toOpenOrders(buys: BookRow[], sells: BookRow[]): OpenOrder[] {
  const tag = (side: OrderSide) => (row: BookRow): OpenOrder => ({ ...row, side, key: `${side}-${row.txId}` });
  // Orders placed in the same second: the later row of a book has the higher `_id`.
  return [...buys.map(tag('buy')), ...sells.map(tag('sell'))].sort((a, b) => b.timestamp - a.timestamp || b._id - a._id || a.key.localeCompare(b.key));
}

/** What the order is worth in SWAP.HIVE: quantity × price, cut to 8 decimals. */
export function orderTotal(order: Pick<BookRow, 'quantity' | 'price'>): string {
  return new BigNumber(order.quantity).times(order.price).decimalPlaces(QUOTE_PRECISION, BigNumber.ROUND_DOWN).toFixed(QUOTE_PRECISION);
}

/**
 * `market.cancel {type, id}` for each order: one action for one order (its sidechain id is the
 * Hive tx id), an array for several, so they travel in one custom JSON (ids `<txid>-0`, `-1` …).
 */
export function cancelActions(orders: readonly Pick<OpenOrder, 'side' | 'txId'>[]): ContractAction | ContractAction[] {
  const actions = orders.map((order) => ({ contractName: 'market', contractAction: 'cancel', contractPayload: { type: order.side, id: order.txId } }));
  return actions.length === 1 ? actions[0] : actions;
}
