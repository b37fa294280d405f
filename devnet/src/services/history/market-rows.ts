import type { ChainEvent } from '../../chain/contract-api';
import { HIVE_PEGGED_SYMBOL } from '../../contracts/shared/constants';
import type { HistorySource } from './history-types';
import { CONTRACT_PREFIX, rowFor, type RowSpec } from './row-spec';

const ORDER_ACTIONS = new Set(['buy', 'sell', 'marketBuy', 'marketSell']);

/**
 * Rows of a `market` action (reference §19.1): `market_placeOrder`, `market_cancel`, and from the
 * events of an order: `market_expire` (a refund followed by `orderExpired`), `market_closeOrder`,
 * and refunds of unspent locks, dust and unsold tokens as `market_buyRemaining` /
 * `market_sellRemaining` (named after the taker's side, put in the recipient's history).
 * Fills are not derived here: they come from tradesHistory rows (see tradeRows).
 */
export function marketRows(tx: HistorySource): RowSpec[] {
  if (!tx.sender) return [];
  if (tx.action === 'cancel') return cancelRows(tx, tx.sender);
  if (!ORDER_ACTIONS.has(tx.action)) return [];
  const lock = tx.events.find((e) => isTokenEvent(e, 'transferToContract') && e.data.to === 'market');
  const placed = rowFor(tx.sender, 'market_placeOrder', {
    orderType: tx.action,
    price: tx.payload.price ?? null,
    symbol: tx.payload.symbol,
    quantityLocked: lock?.data.quantity ?? null,
  });
  return [...placed, ...orderEventRows(tx)];
}

function cancelRows(tx: HistorySource, sender: string): RowSpec[] {
  const returned = tx.events.find((e) => isTokenEvent(e, 'transferFromContract'));
  return rowFor(sender, 'market_cancel', {
    orderType: tx.payload.type,
    orderID: tx.payload.id,
    symbol: returned?.data.symbol ?? null,
    quantityReturned: returned?.data.quantity ?? null,
  });
}

/**
 * Walks the events in the contract's order (reference §4.3): each fill pays the tokens, then the
 * SWAP.HIVE, in two adjacent transfers; every other payout from the contract is an expiry refund
 * (when `orderExpired` follows it) or a refund.
 */
function orderEventRows(tx: HistorySource): RowSpec[] {
  const remaining = tx.action === 'buy' || tx.action === 'marketBuy' ? 'market_buyRemaining' : 'market_sellRemaining';
  const rows: RowSpec[] = [];
  const { events } = tx;
  for (let i = 0; i < events.length; i += 1) {
    const event = events[i];
    const next = events[i + 1];
    if (event.contract === 'market' && event.event === 'orderClosed') {
      rows.push(...rowFor(event.data.account, 'market_closeOrder', { orderID: event.data.txId, orderType: event.data.type }));
    }
    if (!isTokenEvent(event, 'transferFromContract')) continue;
    const { to, symbol, quantity } = event.data;
    if (next?.contract === 'market' && next.event === 'orderExpired') {
      rows.push(...rowFor(to, 'market_expire', { orderId: next.data.txId, orderType: next.data.type, symbol, quantityUnlocked: quantity }));
      i += 1;
    } else if (isFill(event, next)) {
      i += 1;
    } else {
      rows.push(...rowFor(to, remaining, { from: `${CONTRACT_PREFIX}market`, to, symbol, quantity }));
    }
  }
  return rows;
}

function isFill(tokensOut: ChainEvent, next: ChainEvent | undefined): boolean {
  return (
    next !== undefined &&
    isTokenEvent(next, 'transferFromContract') &&
    tokensOut.data.symbol !== HIVE_PEGGED_SYMBOL &&
    next.data.symbol === HIVE_PEGGED_SYMBOL
  );
}

function isTokenEvent(event: ChainEvent, name: string): boolean {
  return event.contract === 'tokens' && event.event === name;
}
