import { buildCandles, INTERVAL_SECONDS, type TradePoint } from './candles';

const DAY = Date.UTC(2026, 0, 10) / 1000;
const trade = (offsetS: number, price: string, quantity: string, volume: string): TradePoint => ({
  timestamp: DAY + offsetS,
  price,
  quantity,
  volume,
});

const plain = (candles: ReturnType<typeof buildCandles>) =>
  candles.map((c) => ({
    timestamp: c.timestamp,
    open: c.open.toFixed(),
    high: c.high.toFixed(),
    low: c.low.toFixed(),
    close: c.close.toFixed(),
    baseVolume: c.baseVolume.toFixed(),
    quoteVolume: c.quoteVolume.toFixed(),
  }));

describe('buildCandles', () => {
  const trades = [
    trade(3_600 * 5 + 10, '0.3', '1', '0.3'),
    trade(60, '0.1', '10', '1'),
    trade(120, '0.2', '0.1', '0.02'),
    trade(86_400 + 5, '0.25', '4', '1'),
    trade(3_600 * 5 + 20, '0.05', '2', '0.1'),
  ];

  it('aggregates daily buckets in time order with exact decimal sums', () => {
    expect(plain(buildCandles(trades, INTERVAL_SECONDS.daily))).toEqual([
      { timestamp: DAY, open: '0.1', high: '0.3', low: '0.05', close: '0.05', baseVolume: '13.1', quoteVolume: '1.42' },
      { timestamp: DAY + 86_400, open: '0.25', high: '0.25', low: '0.25', close: '0.25', baseVolume: '4', quoteVolume: '1' },
    ]);
  });

  it('aggregates hourly buckets', () => {
    expect(plain(buildCandles(trades, INTERVAL_SECONDS.hourly)).map((c) => [c.timestamp - DAY, c.open, c.close])).toEqual([
      [0, '0.1', '0.2'],
      [3_600 * 5, '0.3', '0.05'],
      [86_400, '0.25', '0.25'],
    ]);
  });

  it('gives no candles for no trades', () => {
    expect(buildCandles([], INTERVAL_SECONDS.daily)).toEqual([]);
  });
});
