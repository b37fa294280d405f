import BigNumber from 'bignumber.js';
import type { PoolRow } from '../../../shared';
import { CHOOSE_BASE_TEXT, CHOOSE_QUOTE_TEXT, newPoolProblems, noTokenText, poolExistsText, SAME_TOKEN_TEXT, type NewPoolRequest } from './new-pool';

const pool = (tokenPair: string): PoolRow => ({
  tokenPair, baseQuantity: 0, quoteQuantity: 0, totalShares: 0, basePrice: 0, quotePrice: 0, baseVolume: 0, quoteVolume: 0, precision: 8, creator: 'x',
});
const TOKENS = new Set(['SWAP.HIVE', 'BEE', 'GAMER', 'PIXEL']);

function problems(overrides: Partial<NewPoolRequest>) {
  return newPoolProblems({
    account: 'bob',
    base: 'BEE',
    quote: 'PIXEL',
    pools: [pool('SWAP.HIVE:BEE'), pool('SWAP.HIVE:PIXEL')],
    tokenExists: (symbol) => TOKENS.has(symbol),
    feeBalance: new BigNumber(1500),
    fee: new BigNumber(1000),
    ...overrides,
  });
}

describe('newPoolProblems', () => {
  it('has none for two different existing tokens without a pool and the fee covered', () => {
    expect(problems({})).toEqual({});
    expect(problems({ feeBalance: new BigNumber(1000) })).toEqual({});
  });

  it('asks for both tokens', () => {
    expect(problems({ base: null, quote: null })).toEqual({ base: CHOOSE_BASE_TEXT, quote: CHOOSE_QUOTE_TEXT });
  });

  it('refuses the same token twice and tokens the sidechain does not have', () => {
    expect(problems({ quote: 'BEE' })).toEqual({ quote: SAME_TOKEN_TEXT });
    expect(problems({ base: 'NOPE', quote: 'NADA' })).toEqual({ base: noTokenText('NOPE'), quote: noTokenText('NADA') });
  });

  it('refuses a pair that already has a pool, in either orientation', () => {
    expect(problems({ base: 'SWAP.HIVE', quote: 'BEE' })).toEqual({ quote: poolExistsText('SWAP.HIVE:BEE') });
    expect(problems({ base: 'BEE', quote: 'SWAP.HIVE' })).toEqual({ quote: poolExistsText('SWAP.HIVE:BEE') });
  });

  it('refuses a BEE balance short of the fee, except for the contract’s owner', () => {
    expect(problems({ feeBalance: new BigNumber('999.99999999') }).fee).toBe('Creating a pool costs 1000 BEE; you have 999.99999999 BEE.');
    expect(problems({ account: 'hive-engine', feeBalance: new BigNumber(0) })).toEqual({});
  });
});
