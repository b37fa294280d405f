import { TEST_CLOCK_START_MS, type TestChain } from '../../chain/testing';
import { balanceAmount } from '../tokens/test-fixtures';
import { createFundedPool, createPoolsChain, PAIR, poolOf, positionOf, run } from './test-fixtures';

const add = (chain: TestChain, sender: string, payload: Record<string, unknown>, active = true) =>
  run(chain, sender, 'addLiquidity', { tokenPair: PAIR, ...payload }, active);

function setLastPrice(chain: TestChain, symbol: string, lastPrice: string) {
  chain.table('market', 'metrics').insert({ symbol, lastPrice });
}

describe('marketpools.addLiquidity', () => {
  it('first deposit: amounts as given, shares = √(base × quote)', () => {
    const chain = createPoolsChain();
    run(chain, 'alice', 'createPool', { tokenPair: PAIR });
    const result = add(chain, 'alice', { baseQuantity: '100', quoteQuantity: '400' });
    expect(result.logs).toEqual({
      events: [
        { contract: 'tokens', event: 'transferToContract', data: { from: 'alice', to: 'marketpools', symbol: 'SWAP.HIVE', quantity: '100.00000000' } },
        { contract: 'tokens', event: 'transferToContract', data: { from: 'alice', to: 'marketpools', symbol: 'TKN', quantity: '400.000' } },
        { contract: 'marketpools', event: 'addLiquidity', data: { baseSymbol: 'SWAP.HIVE', quoteSymbol: 'TKN' } },
      ],
    });
    // volumes stay NUMBER 0 until the first swap
    expect(poolOf(chain)).toEqual({
      _id: 1, tokenPair: PAIR, baseQuantity: '100.00000000', baseVolume: 0, basePrice: '4.00000000',
      quoteQuantity: '400.00000000', quoteVolume: 0, quotePrice: '0.25000000', totalShares: '200', precision: 8, creator: 'alice',
    });
    expect(positionOf(chain, 'alice')).toEqual({ _id: 1, account: 'alice', tokenPair: PAIR, shares: '200', timeFactor: TEST_CLOCK_START_MS });
  });

  it('stores shares at full precision', () => {
    const chain = createFundedPool('1000', '2000');
    expect(poolOf(chain)?.totalShares).toBe('1414.21356237309504880169');
  });

  it('later deposits use the pool ratio, within the allowed price impact', () => {
    const chain = createFundedPool('100', '400');
    // quote at the ratio = 10 × 400 / 100 = 40, less than 99 % of the offered 50
    expect(add(chain, 'bob', { baseQuantity: '10', quoteQuantity: '50' }).logs).toEqual({ errors: ['exceeded max price impact for adding liquidity'] });
    const result = add(chain, 'bob', { baseQuantity: '10', quoteQuantity: '50', maxPriceImpact: '25' });
    expect(result.logs.events?.map((event) => event.data.quantity)).toEqual(['10.00000000', '40.000', undefined]);
    expect(positionOf(chain, 'bob')?.shares).toBe('20');
    expect(poolOf(chain)).toMatchObject({ baseQuantity: '110.00000000', quoteQuantity: '440.00000000', totalShares: '220' });
  });

  it('takes the base at the pool ratio when the offered quote is the limit', () => {
    const chain = createFundedPool('100', '400');
    // quote at the ratio = 80 > 40 offered, so base = 40 × 100 / 400 = 10 of the 20 offered
    expect(add(chain, 'bob', { baseQuantity: '20', quoteQuantity: '40' }).logs).toEqual({ errors: ['exceeded max price impact for adding liquidity'] });
    add(chain, 'bob', { baseQuantity: '20', quoteQuantity: '40', maxPriceImpact: '50' });
    expect(balanceAmount(chain, 'bob', 'SWAP.HIVE')).toBe('990.00000000');
    expect(positionOf(chain, 'bob')?.shares).toBe('20');
  });

  it('moves an existing position\'s timeFactor forward by elapsed × |Δshares| / max(old, new)', () => {
    const chain = createFundedPool('100', '400');
    chain.clock.advance(1_000_000);
    add(chain, 'alice', { baseQuantity: '100', quoteQuantity: '400' });
    expect(positionOf(chain, 'alice')).toMatchObject({ shares: '400', timeFactor: TEST_CLOCK_START_MS + 500_000 });
  });

  describe('order-book oracle on the first deposit', () => {
    it('refuses a price more than maxDeviation (default 1 %) away from lastPrice(base) / lastPrice(quote)', () => {
      const chain = createPoolsChain();
      run(chain, 'alice', 'createPool', { tokenPair: PAIR });
      setLastPrice(chain, 'TKN', '0.25'); // SWAP.HIVE counts as 1 → 4 TKN per SWAP.HIVE
      expect(add(chain, 'alice', { baseQuantity: '100', quoteQuantity: '420' }).logs).toEqual({ errors: ['exceeded max deviation from order book'] });
      expect(add(chain, 'alice', { baseQuantity: '100', quoteQuantity: '420', maxDeviation: '5' }).logs.errors).toBeUndefined();
    });

    it('is skipped with maxDeviation "0" or without a metrics row', () => {
      const chain = createPoolsChain();
      run(chain, 'alice', 'createPool', { tokenPair: PAIR });
      setLastPrice(chain, 'TKN', '0.25');
      expect(add(chain, 'alice', { baseQuantity: '100', quoteQuantity: '900', maxDeviation: '0' }).logs.errors).toBeUndefined();

      run(chain, 'hive-engine', 'createPool', { tokenPair: 'BEE:TKN' });
      expect(run(chain, 'alice', 'addLiquidity', { tokenPair: 'BEE:TKN', baseQuantity: '1', quoteQuantity: '77' }).logs.errors).toBeUndefined();
    });
  });

  it.each([
    [{ baseQuantity: 100 }, 'invalid baseQuantity'],
    [{ baseQuantity: '0' }, 'invalid baseQuantity'],
    // the chain's bignumber.js 8 reads numeric separators as NaN
    [{ baseQuantity: '1_000' }, 'invalid baseQuantity'],
    [{ quoteQuantity: '-4' }, 'invalid quoteQuantity'],
    [{ tokenPair: 'TKN' }, 'invalid tokenPair format'],
    [{ maxPriceImpact: '0' }, 'maxPriceImpact must be greater than 0'],
    [{ maxPriceImpact: '0.0001' }, 'maxPriceImpact must be greater than 0'],
    [{ maxDeviation: '1.5' }, 'maxDeviation must be an integer greater than or equal to 0'],
    [{ maxDeviation: 2 }, 'maxDeviation must be an integer greater than or equal to 0'],
    [{ baseQuantity: '1.000000001' }, 'baseQuantity precision mismatch'],
    [{ quoteQuantity: '1.0001' }, 'quoteQuantity precision mismatch'],
    [{ tokenPair: 'TKN:SWAP.HIVE' }, 'no existing pool for tokenPair'],
    [{ baseQuantity: '5000', quoteQuantity: '20000' }, 'insufficient token balance'],
  ])('%p → %s', (override, error) => {
    const chain = createFundedPool('100', '400');
    expect(add(chain, 'bob', { baseQuantity: '1', quoteQuantity: '4', ...override }).logs).toEqual({ errors: [error] });
  });

  it('requires the active key first', () => {
    const chain = createFundedPool('100', '400');
    expect(add(chain, 'bob', { baseQuantity: 1 }, false).logs).toEqual({ errors: ['you must use a transaction signed with your active key'] });
  });
});
