import type { OhlcvCandle } from '@tdx/api';
import { POSTER_CANDLES, posterLayout } from './candle-poster-layout';
import { candleSeries } from './candle-series';

const DAY = 86_400;
const candle = (day: number, open: number, high: number, low: number, close: number, quoteVolume: number): OhlcvCandle => ({
  timestamp: Date.UTC(2026, 0, 5) / 1000 + day * DAY,
  open,
  high,
  low,
  close,
  baseVolume: 0,
  quoteVolume,
});

const layoutOf = (candles: OhlcvCandle[], interval: 'daily' | 'hourly' = 'daily') => posterLayout(candleSeries(candles), interval);

describe('posterLayout', () => {
  it('spreads the candles evenly across the width, in time order', () => {
    const { candles } = layoutOf([candle(1, 1, 2, 1, 2, 5), candle(0, 2, 2, 1, 1, 10)]);
    expect(candles.map((c) => c.x)).toEqual([25, 75]);
    expect(candles.map((c) => c.width)).toEqual([30, 30]);
    expect(candles.map((c) => c.rising)).toEqual([false, true]);
  });

  it('puts the highest high at 10 % and the lowest low at 75 % of the height, bodies between open and close', () => {
    const [falling, rising] = layoutOf([candle(0, 3, 4, 1, 2, 1), candle(1, 2, 3.5, 1.5, 3, 1)]).candles;
    expect(falling.wickTop).toBeCloseTo(10);
    expect(falling.wickBottom).toBeCloseTo(75);
    expect(falling.bodyTop).toBeCloseTo(10 + (1 / 3) * 65);
    expect(falling.bodyHeight).toBeCloseTo((1 / 3) * 65);
    expect(rising.bodyTop).toBeCloseTo(10 + (1 / 3) * 65);
  });

  it('keeps a body visible when a candle opened and closed at one price', () => {
    const [flat] = layoutOf([candle(0, 2, 3, 1, 2, 1)]).candles;
    expect(flat.bodyHeight).toBeGreaterThan(0);
  });

  it('scales volume to the bottom fifth, the largest reaching its top', () => {
    const candles = layoutOf([candle(0, 1, 1, 1, 1, 50), candle(1, 1, 1, 1, 1, 200), candle(2, 1, 1, 1, 1, 0)]).candles;
    expect(candles.map((c) => c.volumeHeight)).toEqual([5, 20, 0]);
  });

  it('labels the highest and lowest prices with eight decimals where they sit', () => {
    expect(layoutOf([candle(0, 0.25, 0.2521676, 0.24, 0.25, 1)]).priceTicks).toEqual([
      { at: 10, label: '0.25216760' },
      { at: 75, label: '0.24000000' },
    ]);
  });

  it('draws one flat line at mid height, with one label, when every price is the same', () => {
    const { candles, priceTicks } = layoutOf([candle(0, 1, 1, 1, 1, 1), candle(1, 1, 1, 1, 1, 1)]);
    expect(candles.every((c) => c.wickTop === 42.5 && c.wickBottom === 42.5)).toBe(true);
    expect(priceTicks).toEqual([{ at: 42.5, label: '1.00000000' }]);
  });

  it('labels the first, middle and last candle with their UTC date, or day and hour when hourly', () => {
    const candles = [0, 1, 2, 3, 4].map((day) => candle(day, 1, 2, 1, 2, 1));
    expect(layoutOf(candles).timeTicks).toEqual([
      { at: 10, label: '2026-01-05' },
      { at: 50, label: '2026-01-07' },
      { at: 90, label: '2026-01-09' },
    ]);
    expect(layoutOf(candles.slice(0, 1), 'hourly').timeTicks).toEqual([{ at: 50, label: '01-05 00:00' }]);
  });

  it('draws only the latest candles of a long series, across the whole width', () => {
    const series = Array.from({ length: POSTER_CANDLES + 30 }, (_, day) => candle(day, 1, 2, 1, 2, 1));
    const { candles, timeTicks } = layoutOf(series);
    expect(candles).toHaveLength(POSTER_CANDLES);
    expect(candles[0].time).toBe(series[30].timestamp);
    expect(candles.at(-1)?.x).toBeCloseTo(100 - 100 / POSTER_CANDLES / 2);
    expect(timeTicks[0].label).toBe(layoutOf(series.slice(30, 31)).timeTicks[0].label);
  });

  it('has nothing to draw without candles', () => {
    expect(layoutOf([])).toEqual({ candles: [], priceTicks: [], timeTicks: [] });
  });
});
