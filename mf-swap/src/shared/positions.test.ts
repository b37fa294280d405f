import BigNumber from 'bignumber.js';
import type { PoolRow } from './pool';
import { poolSharePercent, positionShares, withdrawal } from './positions';

const pool = (baseQuantity: PoolRow['baseQuantity'], quoteQuantity: PoolRow['quoteQuantity'], totalShares: PoolRow['totalShares']): PoolRow => ({
  tokenPair: 'SWAP.HIVE:GAMER', baseQuantity, quoteQuantity, totalShares, basePrice: '0', quotePrice: '0', baseVolume: '0', quoteVolume: '0', precision: 8, creator: 'x',
});
const GAMER_POOL = pool('5000.00000000', '20000.00000000', '10000');

describe('positionShares', () => {
  it('reads full-precision and exponent strings, broken ones as 0', () => {
    expect(positionShares({ shares: '1234.56789012345678' }).toFixed()).toBe('1234.56789012345678');
    expect(positionShares({ shares: '1e-8' }).toFixed()).toBe('0.00000001');
    expect(positionShares({ shares: 'lots' }).toFixed()).toBe('0');
  });
});

describe('poolSharePercent', () => {
  it('is the shares over the pool’s total, in percent', () => {
    expect(poolSharePercent(new BigNumber(2500), GAMER_POOL).toFixed()).toBe('25');
  });

  it('is 0 for a pool without shares (right after createPool: NUMBER 0)', () => {
    expect(poolSharePercent(new BigNumber(1), pool(0, 0, 0)).toFixed()).toBe('0');
  });
});

describe('withdrawal', () => {
  it('pays Δshares × reserve / totalShares of each side, rounded down to each precision', () => {
    // Δshares = 3333 × 33.333 / 100 = 1110.98889; base 1110.98889 × 5000 / 10000 = 555.494445
    const out = withdrawal(new BigNumber(3333), '33.333', GAMER_POOL, [8, 3]);
    expect(out.shares.toFixed()).toBe('1110.98889');
    expect(out.base.toFixed()).toBe('555.494445');
    expect(out.quote.toFixed()).toBe('2221.977'); // 2221.97778 cut to 3 decimals
  });

  it('pays the whole position’s part of the reserves at 100 %', () => {
    const out = withdrawal(new BigNumber(10000), 100, GAMER_POOL, [8, 8]);
    expect([out.base.toFixed(), out.quote.toFixed()]).toEqual(['5000', '20000']);
  });

  it('pays nothing from a pool without shares', () => {
    const out = withdrawal(new BigNumber(1), 50, pool(0, 0, 0), [8, 8]);
    expect([out.base.toFixed(), out.quote.toFixed()]).toEqual(['0', '0']);
  });
});
