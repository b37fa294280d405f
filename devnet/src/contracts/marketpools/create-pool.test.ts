import { balanceAmount } from '../tokens/test-fixtures';
import { createPoolsChain, PAIR, poolOf, run } from './test-fixtures';

describe('marketpools.createPool', () => {
  it('inserts the pool with NUMBER 0 fields and burns the 1000 BEE fee', () => {
    const chain = createPoolsChain();
    const result = run(chain, 'alice', 'createPool', { tokenPair: PAIR });
    expect(result.logs).toEqual({
      events: [
        { contract: 'tokens', event: 'transfer', data: { from: 'alice', to: 'null', symbol: 'BEE', quantity: '1000' } },
        { contract: 'marketpools', event: 'createPool', data: { tokenPair: PAIR } },
      ],
    });
    expect(poolOf(chain)).toEqual({
      _id: 1, tokenPair: PAIR, baseQuantity: 0, baseVolume: 0, basePrice: 0, quoteQuantity: 0, quoteVolume: 0, quotePrice: 0,
      totalShares: 0, precision: 8, creator: 'alice',
    });
    expect(balanceAmount(chain, 'alice', 'BEE')).toBe('1000.00000000');
  });

  it('lets the owner create for free', () => {
    const chain = createPoolsChain();
    const result = run(chain, 'hive-engine', 'createPool', { tokenPair: 'TKN:BEE' });
    expect(result.logs).toEqual({ events: [{ contract: 'marketpools', event: 'createPool', data: { tokenPair: 'TKN:BEE' } }] });
  });

  it('reads the fee from params', () => {
    const chain = createPoolsChain();
    run(chain, 'hive-engine', 'updateParams', { poolCreationFee: '5' });
    expect(run(chain, 'bob', 'createPool', { tokenPair: PAIR }).logs.errors).toBeUndefined();
    expect(balanceAmount(chain, 'bob', 'BEE')).toBe('5.00000000');
  });

  it.each([
    ['bob', { tokenPair: 'nonsense' }, true, 'you must have enough tokens to cover the creation fee'],
    ['alice', { tokenPair: 'SWAPHIVE' }, true, 'invalid tokenPair format'],
    ['alice', { tokenPair: 5 }, true, 'invalid tokenPair format'],
    ['alice', { tokenPair: 'TKN:TKN' }, true, 'tokenPair cannot be the same token'],
    ['alice', { tokenPair: 'NOPE:TKN' }, true, 'baseSymbol does not exist'],
    ['alice', { tokenPair: 'TKN:NOPE' }, true, 'quoteSymbol does not exist'],
    ['alice', { tokenPair: PAIR }, false, 'you must use a transaction signed with your active key'],
  ])('%s %p (active %p) → %s', (sender, payload, active, error) => {
    const chain = createPoolsChain();
    expect(run(chain, sender, 'createPool', payload, active).logs).toEqual({ errors: [error] });
    expect(poolOf(chain)).toBeNull();
  });

  it('allows one pool per unordered pair', () => {
    const chain = createPoolsChain();
    run(chain, 'alice', 'createPool', { tokenPair: PAIR });
    expect(run(chain, 'alice', 'createPool', { tokenPair: 'TKN:SWAP.HIVE' }).logs).toEqual({ errors: ['a pool already exists for this tokenPair'] });
    expect(run(chain, 'alice', 'createPool', { tokenPair: PAIR }).logs).toEqual({ errors: ['a pool already exists for this tokenPair'] });
  });
});

describe('marketpools.updateParams', () => {
  it('is silent for anyone but the owner and validates the fee', () => {
    const chain = createPoolsChain();
    expect(run(chain, 'alice', 'updateParams', { poolCreationFee: '1' }).logs).toEqual({});
    expect(run(chain, 'hive-engine', 'updateParams', { poolCreationFee: '-1' }).logs).toEqual({ errors: ['invalid poolCreationFee'] });
    expect(run(chain, 'hive-engine', 'updateParams', { poolCreationFee: '1_000' }).logs).toEqual({ errors: ['invalid poolCreationFee'] });
    expect(chain.rows('marketpools', 'params')).toEqual([{ _id: 1, poolCreationFee: '1000', updateIndex: 2, tradeFeeMul: '0.9975' }]);
  });
});
