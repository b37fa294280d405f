import { metricsAfterTrades, type Trade } from './market-metrics';

const BEST = { highestBid: '0.90000000', lowestAsk: '1.10000000' };
const DAY = 86_400;

function trade(timestamp: number, price: string, volume: string): Trade {
  return { symbol: 'TKN', price, volume, timestamp };
}

describe('metricsAfterTrades', () => {
  it('sums volume and price change within one day window', () => {
    const metrics = metricsAfterTrades('TKN', [trade(1000, '1.00000000', '10.00000000'), trade(2000, '1.25000000', '5.00000000')], BEST);
    expect(metrics).toEqual({
      symbol: 'TKN',
      volume: '15.00000000',
      volumeExpiration: 2000 + DAY,
      lastPrice: '1.25000000',
      lowestAsk: '1.10000000',
      highestBid: '0.90000000',
      lastDayPrice: '1.00000000',
      lastDayPriceExpiration: 1000 + DAY,
      priceChangeHive: '0.25000000',
      priceChangePercent: '25.00%',
    });
  });

  it('drops trades older than a day from the volume and restarts the day price', () => {
    const metrics = metricsAfterTrades(
      'TKN',
      [trade(1000, '2.00000000', '7.00000000'), trade(1000 + DAY / 2, '1.00000000', '3.00000000'), trade(1000 + DAY + 10, '1.50000000', '1.00000000')],
      BEST,
    );
    expect(metrics.volume).toBe('4.00000000');
    expect(metrics.lastDayPrice).toBe('1.50000000');
    expect(metrics.priceChangePercent).toBe('0%');
    expect(metrics.priceChangeHive).toBe('0');
  });

  it('reports negative changes with a minus sign', () => {
    const metrics = metricsAfterTrades('TKN', [trade(10, '2.00000000', '1.00000000'), trade(20, '1.50000000', '1.00000000')], BEST);
    expect(metrics.priceChangeHive).toBe('-0.50000000');
    expect(metrics.priceChangePercent).toBe('-25.00%');
  });
});
