import type { TestChain } from '../../chain/testing';
import { balanceAmount } from '../tokens/test-fixtures';
import { createFundedPool, createPoolsChain, PAIR, poolOf, run } from './test-fixtures';

const swap = (chain: TestChain, sender: string, payload: Record<string, unknown>, active = true) =>
  run(chain, sender, 'swapTokens', { tokenPair: PAIR, ...payload }, active);

const exactIn = (tokenSymbol: string, tokenAmount: string, extra: Record<string, unknown> = {}) =>
  ({ tokenSymbol, tokenAmount, tradeType: 'exactInput', ...extra });
const exactOut = (tokenSymbol: string, tokenAmount: string, extra: Record<string, unknown> = {}) =>
  ({ tokenSymbol, tokenAmount, tradeType: 'exactOutput', ...extra });

/** Pool SWAP.HIVE:TKN with reserves 1000 : 2000. */
const fundedPool = () => createFundedPool('1000', '2000');

describe('marketpools.swapTokens', () => {
  it('exactInput: pays (in·f·Rout)/(Rin + in·f) rounded down, updates the quote reserve with the UNROUNDED amount', () => {
    const chain = fundedPool();
    const result = swap(chain, 'bob', exactIn('SWAP.HIVE', '100'));
    // out = 181.40486474198681518527; fee = out / 0.9975 − out = 0.4546… → 0.455
    expect(result.logs).toEqual({
      events: [
        { contract: 'tokens', event: 'transferToContract', data: { from: 'bob', to: 'marketpools', symbol: 'SWAP.HIVE', quantity: '100.00000000' } },
        { contract: 'tokens', event: 'transferFromContract', data: { from: 'marketpools', to: 'bob', symbol: 'TKN', quantity: '181.404' } },
        { contract: 'marketpools', event: 'swapTokens', data: { symbolIn: 'SWAP.HIVE', symbolOut: 'TKN', fee: { symbol: 'TKN', amount: '0.455' } } },
      ],
    });
    expect(poolOf(chain)).toMatchObject({
      baseQuantity: '1100.00000000',
      quoteQuantity: '1818.59513526', // 2000 − 181.40486474198681518527, not 2000 − 181.404
      basePrice: '1.65326830',
      quotePrice: '0.60486249',
      baseVolume: '100.00000000',
      quoteVolume: '181.40486474',
    });
    expect(balanceAmount(chain, 'bob', 'TKN')).toBe('1181.404');
    expect(balanceAmount(chain, 'bob', 'SWAP.HIVE')).toBe('900.00000000');
  });

  it('exactOutput: charges (Rin·out)/((Rout − out)·f) rounded UP, fee in the input token', () => {
    const chain = fundedPool();
    const result = swap(chain, 'bob', exactOut('TKN', '100'));
    // in = 52.7634876665347579475 → 52.76348767; fee = in / 0.9975 − in = 0.13223932
    expect(result.logs.events).toEqual([
      { contract: 'tokens', event: 'transferToContract', data: { from: 'bob', to: 'marketpools', symbol: 'SWAP.HIVE', quantity: '52.76348767' } },
      { contract: 'tokens', event: 'transferFromContract', data: { from: 'marketpools', to: 'bob', symbol: 'TKN', quantity: '100.000' } },
      { contract: 'marketpools', event: 'swapTokens', data: { symbolIn: 'SWAP.HIVE', symbolOut: 'TKN', fee: { symbol: 'SWAP.HIVE', amount: '0.13223932' } } },
    ]);
    expect(poolOf(chain)).toMatchObject({
      baseQuantity: '1052.76348767',
      quoteQuantity: '1900.00000000',
      basePrice: '1.80477383',
      quotePrice: '0.55408604',
      baseVolume: '52.76348766',
      quoteVolume: '100.00000000',
    });
  });

  it('swaps the other way round (quote in, base out)', () => {
    const chain = fundedPool();
    swap(chain, 'bob', exactIn('TKN', '200'));
    // out = 200·0.9975·1000 / (2000 + 199.5) = 90.70243237099340759263 → 90.70243237
    expect(balanceAmount(chain, 'bob', 'SWAP.HIVE')).toBe('1090.70243237');
    expect(poolOf(chain)).toMatchObject({ baseQuantity: '909.29756763', quoteQuantity: '2200.00000000' });
  });

  it('enforces minAmountOut / maxAmountIn', () => {
    const chain = fundedPool();
    expect(swap(chain, 'bob', exactIn('SWAP.HIVE', '100', { minAmountOut: '181.405' })).logs).toEqual({ errors: ['exceeded max slippage for swap'] });
    expect(swap(chain, 'bob', exactIn('SWAP.HIVE', '100', { minAmountOut: '181.4041' })).logs).toEqual({ errors: ['minAmountOut precision mismatch'] });
    expect(swap(chain, 'bob', exactOut('TKN', '100', { maxAmountIn: '52.76348766' })).logs).toEqual({ errors: ['exceeded max slippage for swap'] });
    expect(swap(chain, 'bob', exactOut('TKN', '100', { maxAmountIn: '52.763487671' })).logs).toEqual({ errors: ['maxAmountIn precision mismatch'] });
    expect(poolOf(chain)).toMatchObject({ baseQuantity: '1000.00000000', quoteQuantity: '2000.00000000' });
    expect(swap(chain, 'bob', exactIn('SWAP.HIVE', '100', { minAmountOut: '181.404' })).logs.errors).toBeUndefined();
    expect(swap(chain, 'bob', exactOut('TKN', '1', { maxAmountIn: '10' })).logs.errors).toBeUndefined();
  });

  it.each([
    [{ tokenSymbol: 5 }, 'invalid token'],
    [{ tokenAmount: 100 }, 'insufficient tokenAmount'],
    [{ tokenAmount: '0' }, 'insufficient tokenAmount'],
    [{ tokenAmount: '1_0' }, 'insufficient tokenAmount'],
    [{ tradeType: 'exact' }, 'invalid tradeType'],
    [{ tokenPair: 'SWAP.HIVE' }, 'invalid tokenPair format'],
    [{ tokenPair: 'SWAP.HIVE:NOPE' }, 'quoteSymbol does not exist'],
    [{ minAmountOut: '0' }, 'insufficient minAmountOut'],
    [{ maxAmountIn: '-1' }, 'insufficient maxAmountIn'],
    [{ minAmountOut: '1', maxAmountIn: '1' }, 'specify minAmountOut or maxAmountIn but not both'],
    [{ tokenPair: 'TKN:SWAP.HIVE' }, 'no existing pool for tokenPair'],
    [{ tokenAmount: '1.000000001' }, 'symbolIn precision mismatch'],
    [{ tokenAmount: '0.00000001' }, 'symbolOut precision mismatch'],
    [{ tokenAmount: '5000' }, 'insufficient input balance'],
  ])('exactInput %p → %s', (override, error) => {
    const chain = fundedPool();
    expect(swap(chain, 'bob', { ...exactIn('SWAP.HIVE', '1'), ...override }).logs).toEqual({ errors: [error] });
  });

  it.each([
    [{ tokenAmount: '2000' }, 'insufficient liquidity'],
    [{ tokenAmount: '1.0001' }, 'symbolOut precision mismatch'],
    [{ tokenAmount: '1900' }, 'insufficient input balance'],
  ])('exactOutput %p → %s', (override, error) => {
    const chain = fundedPool();
    expect(swap(chain, 'bob', { ...exactOut('TKN', '1'), ...override }).logs).toEqual({ errors: [error] });
  });

  it('refuses to swap in a pool without liquidity', () => {
    const chain = createPoolsChain();
    run(chain, 'alice', 'createPool', { tokenPair: PAIR });
    expect(swap(chain, 'bob', exactIn('SWAP.HIVE', '1')).logs).toEqual({ errors: ['insufficient liquidity'] });
  });

  it('requires the active key first', () => {
    const chain = fundedPool();
    expect(swap(chain, 'bob', { tokenSymbol: 5 }, false).logs).toEqual({ errors: ['you must use a transaction signed with your active key'] });
  });
});
