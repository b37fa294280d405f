import { estimateMarketBuy, estimateMarketSell } from './market-fill';
import type { BookLevel } from './types';

const level = (price: string, quantity: string): BookLevel => ({ price, quantity, total: '0', cumulativeQuantity: '0', cumulativeTotal: '0' });

describe('estimateMarketBuy', () => {
  const asks = [level('0.50000000', '10'), level('1.00000000', '5')];

  it('takes whole levels, then spends the rest at the next price', () => {
    // 10 tokens for 5 HIVE, then 2 HIVE buys 2 tokens at 1.
    expect(estimateMarketBuy('7', asks, 3)).toEqual({ quantity: '12', total: '7.00000000', averagePrice: '0.58333333', leftover: '0' });
  });

  it('rounds affordable tokens down to the precision and still spends the whole remainder there (contract rule)', () => {
    expect(estimateMarketBuy('0.3', asks, 0)).toEqual({ quantity: '0', total: '0.00000000', averagePrice: '0', leftover: '0.3' });
    expect(estimateMarketBuy('1.3', asks, 0)).toEqual({ quantity: '2', total: '1.30000000', averagePrice: '0.65000000', leftover: '0' });
  });

  it('leaves what the book cannot absorb', () => {
    expect(estimateMarketBuy('20', asks, 8)).toEqual({ quantity: '15', total: '10.00000000', averagePrice: '0.66666667', leftover: '10' });
  });

  it('rounds a level cost up to 8 decimals', () => {
    const result = estimateMarketBuy('1', [level('0.33333333', '1'), level('2', '1')], 8);
    expect(result.total).toBe('1.00000000');
    expect(result.quantity).toBe('1.33333333');
  });
});

describe('estimateMarketSell', () => {
  const bids = [level('0.40000000', '3'), level('0.30000000', '10')];

  it('walks from the highest bid and rounds proceeds down', () => {
    expect(estimateMarketSell('5', bids)).toEqual({ quantity: '5', total: '1.80000000', averagePrice: '0.36000000', leftover: '0' });
    expect(estimateMarketSell('0.00000001', [level('0.1', '1')]).total).toBe('0.00000000');
  });

  it('returns what the book cannot take', () => {
    expect(estimateMarketSell('20', bids).leftover).toBe('7');
  });
});
