import BigNumber from 'bignumber.js';
import type { PoolListRow } from './pool-list';
import { POOL_SORT_KEYS, searchPools, sortPools } from './pool-order';

const big = (value: number | null) => (value === null ? null : new BigNumber(value));
const row = (tokenPair: string, liquidity: number | null, price: number | null, share: number | null = null): PoolListRow => {
  const [base, quote] = tokenPair.split(':');
  return {
    pool: {} as PoolListRow['pool'], tokenPair, base, quote, baseToken: undefined, quoteToken: undefined,
    baseReserve: new BigNumber(liquidity ?? 0), quoteReserve: new BigNumber(price ?? 0).times(2), basePrice: big(price), quotePrice: big(price && 1 / price),
    liquidityUsd: big(liquidity), volumeUsd: big(liquidity && liquidity / 10), share: big(share),
  };
};
const ROWS = [row('SWAP.HIVE:BEE', 500, 4, 10), row('BEE:HONEY', 2000, 0.5, 0), row('SWAP.HIVE:PIXEL', null, null, 0), row('SWAP.HIVE:GAMER', 500, 2, 30)];
const pairs = (rows: PoolListRow[]) => rows.map((one) => one.tokenPair);

describe('searchPools', () => {
  it('keeps pools with a token whose symbol contains the search, in any case', () => {
    expect(pairs(searchPools(ROWS, ' bee '))).toEqual(['SWAP.HIVE:BEE', 'BEE:HONEY']);
    expect(pairs(searchPools(ROWS, 'swap.h'))).toEqual(['SWAP.HIVE:BEE', 'SWAP.HIVE:PIXEL', 'SWAP.HIVE:GAMER']);
    expect(searchPools(ROWS, '')).toHaveLength(4);
    expect(searchPools(ROWS, 'nothing')).toEqual([]);
  });
});

describe('sortPools', () => {
  it('sorts by liquidity both ways, ties by pair, pools without a value last', () => {
    expect(pairs(sortPools(ROWS, 'liquidity', 'desc'))).toEqual(['BEE:HONEY', 'SWAP.HIVE:BEE', 'SWAP.HIVE:GAMER', 'SWAP.HIVE:PIXEL']);
    expect(pairs(sortPools(ROWS, 'liquidity', 'asc'))).toEqual(['SWAP.HIVE:BEE', 'SWAP.HIVE:GAMER', 'BEE:HONEY', 'SWAP.HIVE:PIXEL']);
  });

  it('sorts by pair and by each figure', () => {
    expect(pairs(sortPools(ROWS, 'pair', 'asc'))).toEqual(['BEE:HONEY', 'SWAP.HIVE:BEE', 'SWAP.HIVE:GAMER', 'SWAP.HIVE:PIXEL']);
    expect(pairs(sortPools(ROWS, 'pair', 'desc'))).toEqual(['SWAP.HIVE:PIXEL', 'SWAP.HIVE:GAMER', 'SWAP.HIVE:BEE', 'BEE:HONEY']);
    expect(pairs(sortPools(ROWS, 'price', 'desc'))).toEqual(['SWAP.HIVE:BEE', 'SWAP.HIVE:GAMER', 'BEE:HONEY', 'SWAP.HIVE:PIXEL']);
    expect(pairs(sortPools(ROWS, 'share', 'desc'))).toEqual(['SWAP.HIVE:GAMER', 'SWAP.HIVE:BEE', 'BEE:HONEY', 'SWAP.HIVE:PIXEL']);
  });

  it('sorts by every key without losing a row', () => {
    for (const key of POOL_SORT_KEYS) expect(sortPools(ROWS, key, 'asc')).toHaveLength(ROWS.length);
  });
});
