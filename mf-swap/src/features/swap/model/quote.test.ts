import BigNumber from 'bignumber.js';
import type { PoolRow } from '../../../shared';
import { findRoute, type Hop } from './route';
import { quoteSwap, type QuoteRequest } from './quote';

const pool = (tokenPair: string, baseQuantity: string, quoteQuantity: string): PoolRow => ({
  tokenPair, baseQuantity, quoteQuantity, basePrice: '0', quotePrice: '0', baseVolume: '0', quoteVolume: '0', totalShares: '1', precision: 8, creator: 'x',
});
const PRECISION: Record<string, number> = { 'SWAP.HIVE': 8, BEE: 8, GAMER: 3 };
const HIVE_BEE = pool('SWAP.HIVE:BEE', '100000.00000000', '250000.00000000');
const HIVE_GAMER = pool('SWAP.HIVE:GAMER', '5000.00000000', '20000.000');

function hops(from: string, to: string, pools = [HIVE_BEE, HIVE_GAMER]): Hop[] {
  const route = findRoute(pools, from, to);
  if (route.kind !== 'found') throw new Error(route.kind);
  return route.hops;
}

function quote(request: Partial<QuoteRequest> & Pick<QuoteRequest, 'hops' | 'tradeType' | 'amount'>) {
  const result = quoteSwap({ slippage: new BigNumber(1), feeMul: new BigNumber('0.9975'), precisionOf: (symbol) => PRECISION[symbol], ...request });
  if (result.kind !== 'quote') throw new Error(result.kind);
  return result.quote;
}

describe('quoteSwap, one pool', () => {
  it('gives the exact input’s output with the contract’s formula, cut to the output precision, and the minimum at the slippage', () => {
    // out = 100 × 0.9975 × 250000 / (100000 + 99.75) = 249.126496319920…
    const swap = quote({ hops: hops('SWAP.HIVE', 'BEE'), tradeType: 'exactInput', amount: new BigNumber(100) });
    expect(swap.amountOut.toFixed()).toBe('249.12649631');
    expect(swap.limit.toFixed()).toBe('246.63523134'); // × 0.99, rounded down
    expect(swap.hops[0].fee.toFixed()).toBe('0.25');
    expect(swap.priceImpact.toFixed(4)).toBe('0.0997');
    expect(swap.actions).toEqual([
      {
        contractName: 'marketpools',
        contractAction: 'swapTokens',
        contractPayload: { tokenPair: 'SWAP.HIVE:BEE', tokenSymbol: 'SWAP.HIVE', tokenAmount: '100.00000000', tradeType: 'exactInput', minAmountOut: '246.63523134' },
      },
    ]);
  });

  it('takes the reserves the other way round when paying with the quote token', () => {
    const swap = quote({ hops: hops('BEE', 'SWAP.HIVE'), tradeType: 'exactInput', amount: new BigNumber(250) });
    // out = 250 × 0.9975 × 100000 / (250000 + 249.375)
    expect(swap.amountOut.toFixed()).toBe(new BigNumber(250).times(0.9975).times(100000).div(new BigNumber(250000).plus(249.375)).decimalPlaces(8, BigNumber.ROUND_DOWN).toFixed());
    expect(swap.from).toBe('BEE');
    expect(swap.to).toBe('SWAP.HIVE');
  });

  it('gives the exact output’s input rounded up (as the contract charges) and the maximum sold at the slippage', () => {
    // in = 100000 × 250 / ((250000 − 250) × 0.9975) = 100.350977543960…
    const swap = quote({ hops: hops('SWAP.HIVE', 'BEE'), tradeType: 'exactOutput', amount: new BigNumber(250) });
    expect(swap.amountIn.toFixed()).toBe('100.35097755');
    expect(swap.limit.toFixed()).toBe('101.35448733'); // × 1.01, rounded up
    expect(swap.actions[0].contractPayload).toEqual({ tokenPair: 'SWAP.HIVE:BEE', tokenSymbol: 'BEE', tokenAmount: '250.00000000', tradeType: 'exactOutput', maxAmountIn: '101.35448733' });
  });

  it('refuses what the pool cannot pay, and an input too small to receive anything', () => {
    const request = { slippage: new BigNumber(1), feeMul: new BigNumber('0.9975'), precisionOf: (symbol: string) => PRECISION[symbol] };
    expect(quoteSwap({ ...request, hops: hops('SWAP.HIVE', 'BEE'), tradeType: 'exactOutput', amount: new BigNumber(250000) }).kind).toBe('insufficient-liquidity');
    expect(quoteSwap({ ...request, hops: hops('SWAP.HIVE', 'GAMER'), tradeType: 'exactInput', amount: new BigNumber('0.0001') }).kind).toBe('too-small');
  });
});

describe('quoteSwap through SWAP.HIVE', () => {
  it('spends in the second hop the first hop’s minimum, each hop bounded, the margin left in the wallet', () => {
    const swap = quote({ hops: hops('BEE', 'GAMER'), tradeType: 'exactInput', amount: new BigNumber(1000) });
    // first hop: 1000 BEE → 397.41431687 SWAP.HIVE; its minimum 393.44017370 is what the second hop spends
    expect(swap.hops[0].amountOut.toFixed()).toBe('397.41431687');
    const [first, second] = swap.actions.map((action) => action.contractPayload);
    expect(first).toEqual({ tokenPair: 'SWAP.HIVE:BEE', tokenSymbol: 'BEE', tokenAmount: '1000.00000000', tradeType: 'exactInput', minAmountOut: '393.44017370' });
    expect(second).toMatchObject({ tokenPair: 'SWAP.HIVE:GAMER', tokenSymbol: 'SWAP.HIVE', tokenAmount: '393.44017370', tradeType: 'exactInput' });
    expect(second.minAmountOut).toBe(swap.limit.toFixed(3));
    expect(swap.leftover).toEqual({ symbol: 'SWAP.HIVE', amount: new BigNumber('3.97414317') });
    expect(swap.priceImpact.gt(swap.hops[0].priceImpact)).toBe(true);
  });

  it('buys an exact output with the first hop buying the most the second may spend', () => {
    const swap = quote({ hops: hops('BEE', 'GAMER'), tradeType: 'exactOutput', amount: new BigNumber(100) });
    const [first, second] = swap.actions.map((action) => action.contractPayload);
    expect(second).toMatchObject({ tokenPair: 'SWAP.HIVE:GAMER', tokenSymbol: 'GAMER', tokenAmount: '100.000', tradeType: 'exactOutput' });
    expect(first).toMatchObject({ tokenPair: 'SWAP.HIVE:BEE', tokenSymbol: 'SWAP.HIVE', tokenAmount: second.maxAmountIn, tradeType: 'exactOutput', maxAmountIn: swap.limit.toFixed(8) });
    expect(swap.leftover?.amount.toFixed()).toBe(new BigNumber(second.maxAmountIn as string).minus(swap.hops[1].amountIn).toFixed());
  });
});
