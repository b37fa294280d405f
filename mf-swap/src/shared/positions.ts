import BigNumber from 'bignumber.js';
import { poolAmount, type PoolRow } from './pool';

/** A `marketpools.liquidityPositions` row: `shares` is a full-precision decimal string (`"1e-8"` for tiny ones). */
export interface LiquidityPosition {
  account: string;
  tokenPair: string;
  shares: string;
  timeFactor?: number;
}

/** Pool shares are shown with 8 decimals (the contract keeps them at full precision). */
export const SHARE_DECIMALS = 8;

/** What withdrawing part of a position pays out, as `removeLiquidity` computes it. */
export interface Withdrawal {
  shares: BigNumber;
  base: BigNumber;
  quote: BigNumber;
}

/** The position's shares as a BigNumber (broken values read as 0). */
export function positionShares(position: Pick<LiquidityPosition, 'shares'>): BigNumber {
  return poolAmount(position.shares);
}

/** The part of the pool `shares` are, in percent; 0 for a pool without shares. */
export function poolSharePercent(shares: BigNumber, pool: PoolRow): BigNumber {
  const total = poolAmount(pool.totalShares);
  return total.gt(0) ? shares.times(100).div(total) : new BigNumber(0);
}

/**
 * `percent` of `shares` withdrawn: Δshares = shares × percent / 100, and each side
 * Δshares × reserve / totalShares, rounded down to its token's precision.
 */
export function withdrawal(shares: BigNumber, percent: BigNumber.Value, pool: PoolRow, precisions: readonly [base: number, quote: number]): Withdrawal {
  const total = poolAmount(pool.totalShares);
  const delta = shares.times(percent).div(100);
  const out = (reserve: BigNumber, precision: number) => (total.gt(0) ? delta.times(reserve).div(total).decimalPlaces(precision, BigNumber.ROUND_DOWN) : new BigNumber(0));
  return { shares: delta, base: out(poolAmount(pool.baseQuantity), precisions[0]), quote: out(poolAmount(pool.quoteQuantity), precisions[1]) };
}
