import type { TestChain } from '../../chain/testing';
import { createFundedPool, PAIR, poolOf, positionOf, run } from './test-fixtures';

const remove = (chain: TestChain, sender: string, payload: Record<string, unknown>, active = true) =>
  run(chain, sender, 'removeLiquidity', { tokenPair: PAIR, ...payload }, active);

describe('marketpools.removeLiquidity', () => {
  it('withdraws sharesOut PERCENT of the position, rounded down per token', () => {
    const chain = createFundedPool('100', '400');
    const result = remove(chain, 'alice', { sharesOut: '50' });
    expect(result.logs).toEqual({
      events: [
        { contract: 'tokens', event: 'transferFromContract', data: { from: 'marketpools', to: 'alice', symbol: 'SWAP.HIVE', quantity: '50.00000000' } },
        { contract: 'tokens', event: 'transferFromContract', data: { from: 'marketpools', to: 'alice', symbol: 'TKN', quantity: '200.000' } },
        { contract: 'marketpools', event: 'removeLiquidity', data: { baseSymbol: 'SWAP.HIVE', quoteSymbol: 'TKN' } },
      ],
    });
    expect(poolOf(chain)).toMatchObject({ baseQuantity: '50.00000000', quoteQuantity: '200.00000000', totalShares: '100', basePrice: '4.00000000' });
    expect(positionOf(chain, 'alice')?.shares).toBe('100');
  });

  it('deletes an emptied position and keeps the last prices of an emptied pool', () => {
    const chain = createFundedPool('100', '400');
    remove(chain, 'alice', { sharesOut: '100' });
    expect(positionOf(chain, 'alice')).toBeNull();
    expect(poolOf(chain)).toMatchObject({
      baseQuantity: '0.00000000', quoteQuantity: '0.00000000', totalShares: '0', basePrice: '4.00000000', quotePrice: '0.25000000',
    });
  });

  it('refuses a withdrawal that rounds down to nothing', () => {
    // shares √0.004 ≈ 0.0632; 1 % of them is worth 0.00004 TKN → 0.000
    const chain = createFundedPool('1', '0.004');
    expect(remove(chain, 'alice', { sharesOut: '1' }).logs).toEqual({ errors: ['insufficient liquidity'] });
  });

  it.each([
    [{ sharesOut: '0' }, 'invalid sharesOut, must be > 0 <= 100'],
    [{ sharesOut: '100.001' }, 'invalid sharesOut, must be > 0 <= 100'],
    [{ sharesOut: '1.0001' }, 'invalid sharesOut, must be > 0 <= 100'],
    [{ sharesOut: 50 }, 'invalid sharesOut, must be > 0 <= 100'],
    [{ sharesOut: '1_0' }, 'invalid sharesOut, must be > 0 <= 100'],
    [{ sharesOut: '50', tokenPair: 'TKN:TKN' }, 'tokenPair cannot be the same token'],
    [{ sharesOut: '50', tokenPair: 'TKN:SWAP.HIVE' }, 'no existing pool for tokenPair'],
  ])('%p → %s', (payload, error) => {
    const chain = createFundedPool('100', '400');
    expect(remove(chain, 'alice', payload).logs).toEqual({ errors: [error] });
  });

  it('needs a position and the active key', () => {
    const chain = createFundedPool('100', '400');
    expect(remove(chain, 'bob', { sharesOut: '50' }).logs).toEqual({ errors: ['no existing liquidity position'] });
    expect(remove(chain, 'alice', { sharesOut: '50' }, false).logs).toEqual({ errors: ['you must use a transaction signed with your active key'] });
  });
});
