import BigNumber from 'bignumber.js';
import type { PoolRow } from '../../../shared';
import { planWithdrawal } from './withdraw';

const pool = (baseQuantity: string, quoteQuantity: string, totalShares: string): PoolRow => ({
  tokenPair: 'SWAP.HIVE:GAMER', baseQuantity, quoteQuantity, totalShares, basePrice: '0', quotePrice: '0', baseVolume: '0', quoteVolume: '0', precision: 8, creator: 'x',
});
const PRECISIONS = { base: 8, quote: 3 };

describe('planWithdrawal', () => {
  it('pays each side of the percentage, rounded down, and keeps the rest of the shares', () => {
    const plan = planWithdrawal(pool('1000.00000000', '3000.00000000', '1000'), new BigNumber(100), new BigNumber('12.5'), PRECISIONS);
    if (plan.kind !== 'withdraw') throw new Error(plan.kind);
    expect([plan.out.base.toFixed(), plan.out.quote.toFixed(), plan.out.shares.toFixed(), plan.sharesLeft.toFixed()]).toEqual(['12.5', '37.5', '12.5', '87.5']);
  });

  it('withdraws the whole position at 100 %', () => {
    const plan = planWithdrawal(pool('1000', '3000', '1000'), new BigNumber('1000'), new BigNumber(100), PRECISIONS);
    expect(plan.kind === 'withdraw' && plan.sharesLeft.isZero()).toBe(true);
  });

  it('refuses a withdrawal that rounds a side down to nothing', () => {
    // 0.0001 shares of 1000: 0.0003 GAMER, cut to 3 decimals = 0
    expect(planWithdrawal(pool('1000', '3000', '1000'), new BigNumber('0.0001'), new BigNumber(100), PRECISIONS)).toEqual({ kind: 'insufficient-liquidity' });
  });

  it('refuses more than the reserves hold (shares beyond the pool’s total)', () => {
    expect(planWithdrawal(pool('1000', '3000', '1000'), new BigNumber(2000), new BigNumber(100), PRECISIONS)).toEqual({ kind: 'insufficient-liquidity' });
  });
});
