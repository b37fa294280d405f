import type { Token } from '@tdx/contracts';
import type { PoolRow } from '../../../shared';
import { swapState } from './swap-quote-state';

const pool = (tokenPair: string): PoolRow => ({
  tokenPair, baseQuantity: '1000', quoteQuantity: '1000', basePrice: '1', quotePrice: '1', baseVolume: '0', quoteVolume: '0', totalShares: '1000', precision: 8, creator: 'x',
});
const tokens = new Map([['SWAP.HIVE', 8], ['GAMER', 3]].map(([symbol, precision]) => [symbol as string, { symbol, precision } as unknown as Token]));
const inputs = { pools: [pool('SWAP.HIVE:GAMER')], tokens, feeMul: '0.9975', from: 'SWAP.HIVE', to: 'GAMER', tradeType: 'exactInput' as const, amount: '1', slippage: '1' };

describe('swapState', () => {
  it('quotes a valid amount', () => expect(swapState(inputs).kind).toBe('quote'));
  it('waits for an amount its field accepts: positive, within the exact side’s precision', () => {
    expect(swapState({ ...inputs, amount: '' }).kind).toBe('no-amount');
    expect(swapState({ ...inputs, amount: '0' }).kind).toBe('no-amount');
    expect(swapState({ ...inputs, amount: '1.123456789' }).kind).toBe('no-amount');
    expect(swapState({ ...inputs, tradeType: 'exactOutput', amount: '1.1234' }).kind).toBe('no-amount');
    expect(swapState({ ...inputs, tradeType: 'exactOutput', amount: '1.123' }).kind).toBe('quote');
  });
  it('names what is wrong with the pair', () => {
    expect(swapState({ ...inputs, to: 'SWAP.HIVE' }).kind).toBe('same-token');
    expect(swapState({ ...inputs, to: 'NOSUCH' }).kind).toBe('unknown-token');
  });
});
