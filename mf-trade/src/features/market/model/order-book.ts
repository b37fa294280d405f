import { scaledToText, SCALE_DECIMALS, toScaled } from './scaled-decimal';
import type { BookLevel, BookOrder, OrderSide } from './types';

interface ScaledLevel {
  /** 10⁻⁸ units. */
  price: bigint;
  /** 10⁻⁸ units. */
  quantity: bigint;
  /** price × quantity: 10⁻¹⁶ units. */
  total: bigint;
}

const TOTAL_SCALE = 2 * SCALE_DECIMALS;

/**
 * Orders of one book merged per price, best price first (bids descending, asks ascending), with
 * cumulative token and SWAP.HIVE totals. Rows with unreadable or non-positive numbers are dropped.
 * One pass in integers of 10⁻⁸ (no BigNumber per order), so 10,000 orders aggregate in a few ms.
 */
export function aggregateBook(orders: readonly BookOrder[], side: OrderSide): BookLevel[] {
  const byPrice = new Map<bigint, ScaledLevel>();
  for (const order of orders) {
    const price = toScaled(order.price);
    const quantity = toScaled(order.quantity);
    if (!price || !quantity) continue;
    const level = byPrice.get(price);
    if (level) {
      level.quantity += quantity;
      level.total += price * quantity;
    } else {
      byPrice.set(price, { price, quantity, total: price * quantity });
    }
  }
  const sorted = [...byPrice.values()].sort(side === 'buy' ? (a, b) => compare(b.price, a.price) : (a, b) => compare(a.price, b.price));
  let cumulativeQuantity = 0n;
  let cumulativeTotal = 0n;
  return sorted.map((level) => {
    cumulativeQuantity += level.quantity;
    cumulativeTotal += level.total;
    return {
      price: scaledToText(level.price, SCALE_DECIMALS, SCALE_DECIMALS),
      quantity: scaledToText(level.quantity, SCALE_DECIMALS),
      total: scaledToText(level.total, TOTAL_SCALE, SCALE_DECIMALS),
      cumulativeQuantity: scaledToText(cumulativeQuantity, SCALE_DECIMALS),
      cumulativeTotal: scaledToText(cumulativeTotal, TOTAL_SCALE, SCALE_DECIMALS),
    };
  });
}

const compare = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);
