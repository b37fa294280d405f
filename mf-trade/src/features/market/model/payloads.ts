import BigNumber from 'bignumber.js';
import type { ContractAction } from '@tdx/contracts';
import type { OrderDraft } from './order-rules';
import type { OpenOrder, OrderSide } from './types';

// Type aliases, not interfaces: only those fit ContractAction's Record<string, unknown>.
export type LimitOrderPayload = {
  symbol: string;
  quantity: string;
  price: string;
};
export type MarketOrderPayload = {
  symbol: string;
  quantity: string;
};
export type CancelPayload = {
  type: OrderSide;
  id: string;
};

/** A plain decimal string ("1." → "1", ".5" → "0.5"); the contract wants strings, never numbers. */
const plain = (text: string) => new BigNumber(text.trim()).toFixed();

/**
 * The custom JSON of a validated order: `market.buy|sell {symbol, quantity, price}` for a limit
 * order, `market.marketBuy {symbol, quantity: <SWAP.HIVE to spend>}` or
 * `market.marketSell {symbol, quantity: <tokens>}` at market.
 */
export function orderAction(symbol: string, draft: OrderDraft): ContractAction<LimitOrderPayload | MarketOrderPayload> {
  if (draft.kind === 'limit') {
    return { contractName: 'market', contractAction: draft.side, contractPayload: { symbol, quantity: plain(draft.quantity), price: plain(draft.price) } };
  }
  return draft.side === 'buy'
    ? { contractName: 'market', contractAction: 'marketBuy', contractPayload: { symbol, quantity: plain(draft.total) } }
    : { contractName: 'market', contractAction: 'marketSell', contractPayload: { symbol, quantity: plain(draft.quantity) } };
}

/** Keychain's title of an order, e.g. "Limit Buy (BEE)". */
export function orderTitle(symbol: string, draft: Pick<OrderDraft, 'side' | 'kind'>): string {
  const kind = draft.kind === 'limit' ? 'Limit' : 'Market';
  const side = draft.side === 'buy' ? 'Buy' : 'Sell';
  return `${kind} ${side} (${symbol})`;
}

/** One `market.cancel {type, id: txId}` per order, sent together as one custom JSON array. */
export function cancelActions(orders: readonly OpenOrder[]): ContractAction<CancelPayload>[] {
  return orders.map((order) => ({ contractName: 'market', contractAction: 'cancel', contractPayload: { type: order.side, id: order.txId } }));
}

/**
 * What to broadcast for `actions`: one action alone, several as one array. The sidechain names the
 * transactions of an array `<txid>-N` only when it holds two or more, so a one-item array could
 * never be confirmed under `<txid>-0`.
 */
export function broadcastBody<T>(actions: readonly T[]): T | T[] {
  return actions.length === 1 ? actions[0] : [...actions];
}
