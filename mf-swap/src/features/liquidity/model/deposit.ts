import BigNumber from 'bignumber.js';
import type { Metric } from '@tdx/contracts';
import { hasLiquidity, poolAmount, type PoolRow } from '../../../shared';

export type Side = 'base' | 'quote';

export interface PairAmounts {
  base: BigNumber;
  quote: BigNumber;
}

export interface PairPrecisions {
  base: number;
  quote: number;
}

/** Both reserves are 0 (a new pool, or one emptied by its providers): the next deposit sets the price. */
export function isEmptyPool(pool: PoolRow): boolean {
  return poolAmount(pool.baseQuantity).isZero() && poolAmount(pool.quoteQuantity).isZero();
}

/**
 * The other side of `amount` at the pool ratio (amount × other reserve / this reserve), rounded
 * half-up to the other token's precision as the contract rounds it; null for a pool without reserves.
 */
export function counterpart(amount: BigNumber, side: Side, pool: PoolRow, precisions: PairPrecisions): BigNumber | null {
  if (!hasLiquidity(pool)) return null;
  const base = poolAmount(pool.baseQuantity);
  const quote = poolAmount(pool.quoteQuantity);
  return side === 'base'
    ? amount.times(quote).div(base).decimalPlaces(precisions.quote, BigNumber.ROUND_HALF_UP)
    : amount.times(base).div(quote).decimalPlaces(precisions.base, BigNumber.ROUND_HALF_UP);
}

/**
 * The order book's price of the pair in quote per base, lastPrice(base) / lastPrice(quote), as the
 * contract checks a first deposit against; null when a token has no metrics row (no check then).
 */
export function orderBookPrice(metrics: ReadonlyMap<string, Metric>, base: string, quote: string): BigNumber | null {
  const baseMetric = metrics.get(base);
  const quoteMetric = metrics.get(quote);
  if (!baseMetric || !quoteMetric) return null;
  return poolAmount(baseMetric.lastPrice).div(poolAmount(quoteMetric.lastPrice));
}

export interface DepositRequest {
  pool: PoolRow;
  /** What the user offers, valid positive amounts at the tokens' precisions. */
  offered: PairAmounts;
  precisions: PairPrecisions;
  /** Percent. */
  maxPriceImpact: BigNumber;
  /** Percent; 0 turns the order-book check off. */
  maxDeviation: BigNumber;
  /** From `orderBookPrice`. */
  orderBook: BigNumber | null;
  balances: PairAmounts;
  /** The user's shares in the pool now. */
  shares: BigNumber;
}

export type DepositPlan =
  | {
      kind: 'deposit';
      /** What the contract takes: the offered amounts, one of them at the pool ratio. */
      amounts: PairAmounts;
      /** Pool shares the deposit creates. */
      newShares: BigNumber;
      /** The user's part of the pool afterwards, in percent. */
      sharePercent: BigNumber;
      /** The pool was empty: this deposit sets its price (quote per base). */
      setsPrice: BigNumber | null;
    }
  | { kind: 'deviation'; price: BigNumber; orderBook: BigNumber }
  | { kind: 'price-impact' }
  | { kind: 'insufficient-balance'; side: Side }
  | { kind: 'no-shares' };

/**
 * The amounts a non-empty pool takes: the offered base and the quote at the pool ratio when that
 * quote is no more than offered, else the offered quote and the base at the ratio (half-up
 * rounding keeps that base within the offer); refused when the ratio takes more than
 * `maxPriceImpact` off the side it cuts.
 */
function atPoolRatio({ pool, offered, precisions, maxPriceImpact }: DepositRequest): DepositPlan | PairAmounts {
  const keep = new BigNumber(1).minus(maxPriceImpact.div(100));
  const quoteOptimal = counterpart(offered.base, 'base', pool, precisions) as BigNumber;
  if (quoteOptimal.lte(offered.quote)) {
    return quoteOptimal.gte(offered.quote.times(keep)) ? { base: offered.base, quote: quoteOptimal } : { kind: 'price-impact' };
  }
  const baseOptimal = counterpart(offered.quote, 'quote', pool, precisions) as BigNumber;
  return baseOptimal.gte(offered.base.times(keep)) ? { base: baseOptimal, quote: offered.quote } : { kind: 'price-impact' };
}

/** New shares: √(base × quote) for the first deposit, else the smaller of each side's part of the reserves. */
export function sharesCreated(pool: PoolRow, amounts: PairAmounts): BigNumber {
  const total = poolAmount(pool.totalShares);
  if (total.isZero()) return amounts.base.times(amounts.quote).sqrt();
  return BigNumber.min(amounts.base.times(total).div(poolAmount(pool.baseQuantity)), amounts.quote.times(total).div(poolAmount(pool.quoteQuantity)));
}

/** What `addLiquidity` will do with the offer, checked in the contract's order (order book, ratio, balances, shares). */
export function planDeposit(request: DepositRequest): DepositPlan {
  const { pool, offered, maxDeviation, orderBook, balances, shares } = request;
  const empty = isEmptyPool(pool);
  if (empty && maxDeviation.gt(0) && orderBook !== null) {
    const price = offered.quote.div(offered.base);
    if (!price.minus(orderBook).abs().div(orderBook).lte(maxDeviation.div(100))) return { kind: 'deviation', price, orderBook };
  }
  const amounts = hasLiquidity(pool) ? atPoolRatio(request) : offered;
  if ('kind' in amounts) return amounts;
  if (amounts.base.gt(balances.base)) return { kind: 'insufficient-balance', side: 'base' };
  if (amounts.quote.gt(balances.quote)) return { kind: 'insufficient-balance', side: 'quote' };
  const newShares = sharesCreated(pool, amounts);
  if (!newShares.gt(0)) return { kind: 'no-shares' };
  const mine = shares.plus(newShares);
  return {
    kind: 'deposit',
    amounts,
    newShares,
    sharePercent: mine.times(100).div(poolAmount(pool.totalShares).plus(newShares)),
    setsPrice: empty ? offered.quote.div(offered.base) : null,
  };
}
