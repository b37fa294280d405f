import BigNumber from 'bignumber.js';
import { poolAmount, withdrawal, type PoolRow, type Withdrawal } from '../../../shared';
import type { PairPrecisions } from './deposit';

export type WithdrawPlan = { kind: 'withdraw'; out: Withdrawal; sharesLeft: BigNumber } | { kind: 'insufficient-liquidity' };

/** What `removeLiquidity` pays for `percent` of the position, or its refusal: each side must be > 0 and within the reserve. */
export function planWithdrawal(pool: PoolRow, shares: BigNumber, percent: BigNumber, precisions: PairPrecisions): WithdrawPlan {
  const out = withdrawal(shares, percent, pool, [precisions.base, precisions.quote]);
  const paid = out.base.gt(0) && out.quote.gt(0) && out.base.lte(poolAmount(pool.baseQuantity)) && out.quote.lte(poolAmount(pool.quoteQuantity));
  return paid ? { kind: 'withdraw', out, sharesLeft: shares.minus(out.shares) } : { kind: 'insufficient-liquidity' };
}
