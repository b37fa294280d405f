import type { OhlcvInterval } from '@tdx/api';
import { formatDateTime } from '@tdx/ui/format';
import type { CandleSeries } from './candle-series';
import type { AxisTick } from './chart-frame';

/**
 * Where the still candle chart draws, in a 100 × 100 box stretched over the chart's area (x and y in
 * percent). Its bands match the interactive chart's scale margins: prices from 10 % to 75 % of the
 * height, volume in the bottom fifth.
 */
const PRICE_TOP = 10;
const PRICE_BOTTOM = 75;
const VOLUME_HEIGHT = 20;
/** A body of a candle that opened and closed at one price stays visible. */
const MIN_BODY = 0.4;
/** Share of a candle's slot its body takes. */
const BODY_SHARE = 0.6;
/**
 * The still chart draws the latest this many candles: ~3 px each on a phone, and a bounded number
 * of SVG elements however long the series (the info API sends all of it; the interactive chart
 * scrolls through the rest).
 */
export const POSTER_CANDLES = 120;

export interface PosterCandle {
  time: number;
  x: number;
  width: number;
  wickTop: number;
  wickBottom: number;
  bodyTop: number;
  bodyHeight: number;
  volumeHeight: number;
  rising: boolean;
}

export interface PosterLayout {
  candles: PosterCandle[];
  priceTicks: AxisTick[];
  timeTicks: AxisTick[];
}

/** The price labels carry the interactive chart's eight decimals; display only, like its pixels. */
const priceLabel = (price: number) => price.toFixed(8);

/** Daily candles by date (`2026-01-05`), hourly ones by date and hour (`01-05 15:00`), in UTC like the chart. */
function timeLabel(time: number, interval: OhlcvInterval): string {
  const written = formatDateTime(time * 1000, { utc: true });
  return interval === 'daily' ? written.slice(0, 10) : written.slice(5);
}

/** Up to three labels under the candles: the first, the middle and the last. */
function timeTicksOf(candles: readonly PosterCandle[], interval: OhlcvInterval): AxisTick[] {
  const picked = [...new Set([0, Math.floor((candles.length - 1) / 2), candles.length - 1])].filter((index) => index >= 0);
  return picked.map((index) => ({ at: candles[index].x, label: timeLabel(candles[index].time, interval) }));
}

/** The geometry of a still chart of the series' latest candles (sorted and deduplicated by `candleSeries`). */
export function posterLayout(series: CandleSeries, interval: OhlcvInterval): PosterLayout {
  const prices = series.prices.slice(-POSTER_CANDLES);
  const volumes = series.volumes.slice(-POSTER_CANDLES);
  if (prices.length === 0) return { candles: [], priceTicks: [], timeTicks: [] };
  const high = prices.reduce((top, candle) => Math.max(top, candle.high), -Infinity);
  const low = prices.reduce((bottom, candle) => Math.min(bottom, candle.low), Infinity);
  const span = high - low;
  const yOf = (price: number) => (span > 0 ? PRICE_TOP + ((high - price) / span) * (PRICE_BOTTOM - PRICE_TOP) : (PRICE_TOP + PRICE_BOTTOM) / 2);
  const topVolume = volumes.reduce((top, volume) => Math.max(top, volume.value), 0);
  const slot = 100 / prices.length;
  const candles = prices.map((candle, index): PosterCandle => {
    const bodyTop = yOf(Math.max(candle.open, candle.close));
    const bodyBottom = yOf(Math.min(candle.open, candle.close));
    const volume = volumes[index]?.value ?? 0;
    return {
      time: candle.time,
      x: (index + 0.5) * slot,
      width: slot * BODY_SHARE,
      wickTop: yOf(candle.high),
      wickBottom: yOf(candle.low),
      bodyTop,
      bodyHeight: Math.max(bodyBottom - bodyTop, MIN_BODY),
      volumeHeight: topVolume > 0 ? (Math.max(0, volume) / topVolume) * VOLUME_HEIGHT : 0,
      rising: candle.close >= candle.open,
    };
  });
  const priceTicks = span > 0 ? [high, low].map((price) => ({ at: yOf(price), label: priceLabel(price) })) : [{ at: yOf(high), label: priceLabel(high) }];
  return { candles, priceTicks, timeTicks: timeTicksOf(candles, interval) };
}
