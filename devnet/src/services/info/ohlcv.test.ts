import { ohlcv, parseOhlcvQuery } from './ohlcv';

const DAY = Date.UTC(2026, 0, 10) / 1000;

describe('parseOhlcvQuery', () => {
  it('accepts a symbol and a known interval', () => {
    expect(parseOhlcvQuery({ symbol: 'BEE', interval: 'hourly' })).toEqual({ ok: true, symbol: 'BEE', interval: 'hourly' });
  });

  it.each([[{}], [{ symbol: 'BEE' }], [{ symbol: 'BEE', interval: 'weekly' }], [{ symbol: '<b>', interval: 'daily' }]])(
    'refuses %j with a message',
    (query) => {
      const parsed = parseOhlcvQuery(query);
      expect(parsed.ok).toBe(false);
      expect(parsed.ok ? '' : parsed.message).toMatch(/symbol|interval/);
    },
  );
});

describe('ohlcv', () => {
  it('answers the candle fields the front end reads, oldest first', () => {
    const candles = ohlcv(
      [
        { timestamp: DAY + 7_300, price: '0.30000000', quantity: '1', volume: '0.3' },
        { timestamp: DAY + 7_200, price: '0.10000000', quantity: '10', volume: '1' },
        { timestamp: DAY + 100, price: '0.2', quantity: '2', volume: '0.4' },
      ],
      'hourly',
    );
    expect(candles).toEqual([
      { timestamp: DAY, open: 0.2, high: 0.2, low: 0.2, close: 0.2, baseVolume: 2, quoteVolume: 0.4 },
      { timestamp: DAY + 7_200, open: 0.1, high: 0.3, low: 0.1, close: 0.3, baseVolume: 11, quoteVolume: 1.3 },
    ]);
  });
});
