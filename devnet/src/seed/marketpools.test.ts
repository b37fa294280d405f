import BigNumber from 'bignumber.js';
import { DEV_ACCOUNTS } from '../accounts';
import { POOLS_PER_SCALE, seedMarketPools } from './marketpools';
import { SeedContext } from './seed-context';
import { expectShape, rowsOf, seedAtScaleOne, TEST_SEED_START_MS } from './test-support';

const seed = seedAtScaleOne();
const pools = rowsOf(seed, 'marketpools', 'pools');
const positions = rowsOf(seed, 'marketpools', 'liquidityPositions');
const funded = pools.filter((pool) => typeof pool.baseQuantity === 'string');
const precisionOf = new Map(rowsOf(seed, 'tokens', 'tokens').map((row) => [row.symbol as string, row.precision as number]));
const POOL_FIELDS = ['baseQuantity', 'baseVolume', 'basePrice', 'quoteQuantity', 'quoteVolume', 'quotePrice', 'totalShares'];

describe('marketpools.pools', () => {
  it('has its number of funded pools per scale, with unique pairs of existing tokens', () => {
    expect(funded.length).toBe(POOLS_PER_SCALE);
    expect(new Set(pools.map((pool) => pool.tokenPair)).size).toBe(pools.length);
    for (const pool of pools) {
      const [base, quote] = (pool.tokenPair as string).split(':');
      expect(precisionOf.has(base) && precisionOf.has(quote)).toBe(true);
    }
  });

  it('has the real shape: strings once funded, NUMBER 0 right after createPool', () => {
    for (const pool of pools) {
      const kind = funded.includes(pool) ? 'string' : 'number';
      expectShape(pool, { tokenPair: 'string', ...Object.fromEntries(POOL_FIELDS.map((field) => [field, kind])), precision: 'number', creator: 'string' });
    }
    expect(pools.some((pool) => pool.baseQuantity === 0 && pool.totalShares === 0)).toBe(true);
  });

  it('keeps prices, precision and shares consistent with the reserves', () => {
    for (const pool of pools) {
      const [base, quote] = (pool.tokenPair as string).split(':');
      expect(pool.precision).toBe(Math.max(precisionOf.get(base) ?? 0, precisionOf.get(quote) ?? 0));
    }
    for (const pool of funded) {
      const [base, quote] = (pool.tokenPair as string).split(':');
      const precision = Math.max(precisionOf.get(base) ?? 0, precisionOf.get(quote) ?? 0);
      const baseQuantity = new BigNumber(pool.baseQuantity as string);
      const quoteQuantity = new BigNumber(pool.quoteQuantity as string);
      expect(pool.basePrice).toBe(quoteQuantity.div(baseQuantity).toFixed(precision, BigNumber.ROUND_DOWN));
      expect(pool.quotePrice).toBe(baseQuantity.div(quoteQuantity).toFixed(precision, BigNumber.ROUND_DOWN));
      const shares = new BigNumber(pool.totalShares as string);
      expect(shares.minus(baseQuantity.times(quoteQuantity).sqrt()).abs().lt('0.000001')).toBe(true);
    }
  });

  it('prices BEE in the SWAP.HIVE:BEE pool near its order book', () => {
    const pool = pools.find((candidate) => candidate.tokenPair === 'SWAP.HIVE:BEE');
    expect(Number(pool?.quotePrice)).toBeCloseTo(0.25, 2);
    expect(pools.some((candidate) => candidate.tokenPair === 'SWAP.HIVE:SWAP.HBD')).toBe(true);
  });

  it('grows with the scale', () => {
    const scaled = seedMarketPools(new SeedContext({ scale: 3, startMs: TEST_SEED_START_MS }));
    expect(scaled.pools).toHaveLength(3 * POOLS_PER_SCALE);
    expect(new Set(scaled.pools.map((pool) => pool.tokenPair)).size).toBe(3 * POOLS_PER_SCALE);
  });
});

describe('marketpools.liquidityPositions', () => {
  it('has the real shape and shares that add up to each pool\'s totalShares', () => {
    for (const position of positions) expectShape(position, { account: 'string', tokenPair: 'string', shares: 'string', timeFactor: 'number' });
    for (const pool of funded) {
      const total = positions
        .filter((position) => position.tokenPair === pool.tokenPair)
        .reduce((sum, position) => sum.plus(position.shares as string), new BigNumber(0));
      expect(total.toFixed()).toBe(new BigNumber(pool.totalShares as string).toFixed());
    }
  });

  it('gives every dev account a position', () => {
    for (const account of DEV_ACCOUNTS) expect(positions.some((position) => position.account === account)).toBe(true);
  });
});
