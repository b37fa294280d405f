import type { OhlcvCandle } from '@tdx/api';
import { candleSeries } from './candle-series';

const candle = (timestamp: number, close: string | number, quoteVolume: string | number = '1'): OhlcvCandle => ({
  timestamp,
  open: '1',
  high: '2',
  low: '0.5',
  close,
  baseVolume: '3',
  quoteVolume,
});

describe('candleSeries', () => {
  it('orders the points by time, keeps the first of repeated times and drops times that are not numbers', () => {
    const { prices, volumes } = candleSeries([candle(300, '3'), candle(100, '1'), candle(Number.NaN, '9'), candle(100, '7'), candle(200, 2)]);
    expect(prices.map(({ time, close }) => [time, close])).toEqual([
      [100, 1],
      [200, 2],
      [300, 3],
    ]);
    expect(volumes.map(({ time }) => time)).toEqual([100, 200, 300]);
  });

  it('reads decimal strings as numbers and charts unreadable figures as 0', () => {
    const { prices, volumes } = candleSeries([candle(100, 'abc', '12.5')]);
    expect(prices[0]).toEqual({ time: 100, open: 1, high: 2, low: 0.5, close: 0 });
    expect(volumes[0]).toEqual({ time: 100, value: 12.5 });
  });

  it('leaves the answer it was given untouched', () => {
    const answer = [candle(200, '2'), candle(100, '1')];
    candleSeries(answer);
    expect(answer.map(({ timestamp }) => timestamp)).toEqual([200, 100]);
  });
});
