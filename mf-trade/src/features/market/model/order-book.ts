import BigNumber from 'bignumber.js';
import { parseDecimal, PRICE_DECIMALS } from './decimal';
import type { BookLevel, BookOrder, OrderSide } from './types';

/**
 * Orders of one book merged per price, best price first (bids descending, asks ascending), with
 * cumulative token and SWAP.HIVE totals. Rows with unreadable or non-positive numbers are dropped.
 */
export function aggregateBook(orders: readonly BookOrder[], side: OrderSide): BookLevel[] {
  const byPrice = new Map<string, { price: BigNumber; quantity: BigNumber; total: BigNumber }>();
  for (const order of orders) {
    const price = parseDecimal(order.price);
    const quantity = parseDecimal(order.quantity);
    if (!price || !quantity || price.lte(0) || quantity.lte(0)) continue;
    const key = price.toFixed(PRICE_DECIMALS);
    const level = byPrice.get(key) ?? { price, quantity: new BigNumber(0), total: new BigNumber(0) };
    level.quantity = level.quantity.plus(quantity);
    level.total = level.total.plus(price.times(quantity));
    byPrice.set(key, level);
  }
  const sorted = [...byPrice.values()].sort((a, b) => (side === 'buy' ? b.price.comparedTo(a.price) : a.price.comparedTo(b.price)) ?? 0);
  let cumulativeQuantity = new BigNumber(0);
  let cumulativeTotal = new BigNumber(0);
  return sorted.map((level) => {
    cumulativeQuantity = cumulativeQuantity.plus(level.quantity);
    cumulativeTotal = cumulativeTotal.plus(level.total);
    return {
      price: level.price.toFixed(PRICE_DECIMALS),
      quantity: level.quantity.toFixed(),
      total: level.total.toFixed(PRICE_DECIMALS),
      cumulativeQuantity: cumulativeQuantity.toFixed(),
      cumulativeTotal: cumulativeTotal.toFixed(PRICE_DECIMALS),
    };
  });
}
