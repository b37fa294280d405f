import type { Metric } from '@tdx/contracts';
import { EMPTY_SUMMARY, summarizeMetric } from './metrics';

const metric: Metric = {
  symbol: 'BEE',
  volume: '1234.56789012',
  volumeExpiration: 2000,
  lastPrice: '0.25000000',
  lowestAsk: '0.25100000',
  highestBid: '0.24900000',
  lastDayPrice: '0.24000000',
  lastDayPriceExpiration: 3000,
  priceChangeHive: '0.01000000',
  priceChangePercent: '4.17%',
};

describe('summarizeMetric', () => {
  it('reads a fresh row, stripping the % of the change', () => {
    expect(summarizeMetric(metric, 1000)).toEqual({
      lastPrice: '0.25',
      highestBid: '0.249',
      lowestAsk: '0.251',
      volume: '1234.56789012',
      priceChangeHive: '0.01',
      priceChangePercent: '4.17',
    });
  });

  it('zeroes the volume once volumeExpiration has passed, and the change once lastDayPriceExpiration has', () => {
    expect(summarizeMetric(metric, 2000)).toMatchObject({ volume: '0', priceChangeHive: '0.01', priceChangePercent: '4.17' });
    expect(summarizeMetric(metric, 3000)).toMatchObject({ volume: '0', priceChangeHive: '0', priceChangePercent: '0', lastPrice: '0.25' });
  });

  it('treats a missing row or hostile fields as zero', () => {
    expect(summarizeMetric(null, 0)).toBe(EMPTY_SUMMARY);
    const hostile = { ...metric, lastPrice: '<script>', priceChangePercent: 'lots%' } as Metric;
    expect(summarizeMetric(hostile, 1000)).toMatchObject({ lastPrice: '0', priceChangePercent: '0' });
  });
});
