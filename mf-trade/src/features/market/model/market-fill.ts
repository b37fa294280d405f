import BigNumber from 'bignumber.js';
import { HIVE_DECIMALS, PRICE_DECIMALS } from './decimal';
import type { BookLevel } from './types';

/** What a market order is expected to do, walking the book as the contract does. */
export interface MarketFill {
  /** Tokens bought or sold. */
  quantity: string;
  /** SWAP.HIVE spent (buy) or received (sell). */
  total: string;
  /** total ÷ quantity at 8 decimals; '0' when nothing fills. */
  averagePrice: string;
  /** SWAP.HIVE not spent (buy) or tokens not sold (sell): returned by the contract. */
  leftover: string;
}

function fill(quantity: BigNumber, total: BigNumber, leftover: BigNumber): MarketFill {
  return {
    quantity: quantity.toFixed(),
    total: total.toFixed(HIVE_DECIMALS),
    averagePrice: quantity.isZero() ? '0' : total.div(quantity).toFixed(PRICE_DECIMALS, BigNumber.ROUND_HALF_UP),
    leftover: leftover.toFixed(),
  };
}

/**
 * `market.marketBuy` spending `hive` SWAP.HIVE on the sell book (lowest ask first): at each level
 * the tokens affordable are rounded down to the token's precision; if they fit in the level the
 * whole remainder is spent there, otherwise the level is taken for price × quantity rounded up.
 */
export function estimateMarketBuy(hive: BigNumber.Value, asks: readonly BookLevel[], precision: number): MarketFill {
  let remaining = new BigNumber(hive);
  let bought = new BigNumber(0);
  let spent = new BigNumber(0);
  for (const level of asks) {
    if (remaining.lte(0)) break;
    const price = new BigNumber(level.price);
    const available = new BigNumber(level.quantity);
    const affordable = remaining.div(price).decimalPlaces(precision, BigNumber.ROUND_DOWN);
    if (affordable.lte(0)) continue;
    if (affordable.lte(available)) {
      bought = bought.plus(affordable);
      spent = spent.plus(remaining);
      remaining = new BigNumber(0);
      break;
    }
    const cost = BigNumber.min(price.times(available).decimalPlaces(HIVE_DECIMALS, BigNumber.ROUND_UP), remaining);
    bought = bought.plus(available);
    spent = spent.plus(cost);
    remaining = remaining.minus(cost);
  }
  return fill(bought, spent, remaining);
}

/** `market.marketSell` of `quantity` tokens into the buy book (highest bid first), proceeds rounded down. */
export function estimateMarketSell(quantity: BigNumber.Value, bids: readonly BookLevel[]): MarketFill {
  let remaining = new BigNumber(quantity);
  let sold = new BigNumber(0);
  let received = new BigNumber(0);
  for (const level of bids) {
    if (remaining.lte(0)) break;
    const taken = BigNumber.min(remaining, level.quantity);
    received = received.plus(new BigNumber(level.price).times(taken).decimalPlaces(HIVE_DECIMALS, BigNumber.ROUND_DOWN));
    sold = sold.plus(taken);
    remaining = remaining.minus(taken);
  }
  return fill(sold, received, remaining);
}
