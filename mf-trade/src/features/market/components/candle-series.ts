import type { OhlcvCandle } from '@tdx/api';
import type { CandlestickData, HistogramData, UTCTimestamp } from 'lightweight-charts';

export interface CandleSeries {
  prices: CandlestickData<UTCTimestamp>[];
  volumes: HistogramData<UTCTimestamp>[];
}

const num = (value: string | number) => {
  const parsed = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : 0;
};

/**
 * The chart's price and volume points. Display only: floats are fine for pixels; amounts elsewhere
 * stay decimal strings. The library needs strictly ascending times: sorted, and repeats a hostile
 * answer might hold dropped.
 */
export function candleSeries(candles: readonly OhlcvCandle[]): CandleSeries {
  const sorted = candles
    .filter((candle) => Number.isFinite(candle.timestamp))
    .sort((a, b) => a.timestamp - b.timestamp)
    .filter((candle, index, all) => index === 0 || candle.timestamp !== all[index - 1].timestamp);
  return {
    prices: sorted.map((c) => ({ time: c.timestamp as UTCTimestamp, open: num(c.open), high: num(c.high), low: num(c.low), close: num(c.close) })),
    volumes: sorted.map((c) => ({ time: c.timestamp as UTCTimestamp, value: num(c.quoteVolume) })),
  };
}
