import BigNumber from 'bignumber.js';
import type { BookOrder, ContractAction } from '@tdx/contracts';

export type OrderSide = 'buy' | 'sell';

export interface OpenOrder extends BookOrder {
  side: OrderSide;
  /** Unique across both books. */
  key: string;
}

/** SWAP.HIVE amounts carry 8 decimals. */
export const QUOTE_PRECISION = 8;

/** Both books' rows as one list, newest first. */
export function toOpenOrders(buys: BookOrder[], sells: BookOrder[]): OpenOrder[] {
  const tag = (side: OrderSide) => (row: BookOrder): OpenOrder => ({ ...row, side, key: `${side}-${row.txId}` });
  // Orders placed in the same second: the later row of a book has the higher `_id`.
  return [...buys.map(tag('buy')), ...sells.map(tag('sell'))].sort((a, b) => b.timestamp - a.timestamp || b._id - a._id || a.key.localeCompare(b.key));
}

/** What the order is worth in SWAP.HIVE: quantity × price, cut to 8 decimals. */
export function orderTotal(order: Pick<BookOrder, 'quantity' | 'price'>): string {
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
