import type { OhlcvCandle } from '@tdx/api';
import { useColorMode } from '@tdx/ui';
import { CandlestickSeries, ColorType, createChart, HistogramSeries, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';

const num = (value: string | number) => {
  const parsed = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : 0;
};

/** Candles and volume with lightweight-charts (this module is loaded lazily, with the library). */
export default function CandleChart({ candles }: { candles: readonly OhlcvCandle[] }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const dark = useColorMode() === 'dark';
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    // Created at the box's size (autoSize would draw at a default size, then resize every canvas).
    const chart = createChart(container, {
      width: container.clientWidth,
      height: container.clientHeight,
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: dark ? '#ddd' : '#333', attributionLogo: true },
      grid: { vertLines: { visible: false }, horzLines: { color: dark ? '#333' : '#eee' } },
      timeScale: { timeVisible: true },
      rightPriceScale: { scaleMargins: { top: 0.1, bottom: 0.25 } },
    });
    const priceSeries = chart.addSeries(CandlestickSeries, { priceFormat: { type: 'price', precision: 8, minMove: 0.00000001 } });
    const volumeSeries = chart.addSeries(HistogramSeries, { priceScaleId: 'volume', priceFormat: { type: 'volume' }, color: 'rgba(100,100,100,0.4)' });
    chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    // Display only: floats are fine for pixels; amounts elsewhere stay decimal strings.
    // The library needs strictly ascending times: sort, and drop repeats a hostile answer might hold.
    const sorted = [...candles]
      .filter((candle) => Number.isFinite(candle.timestamp))
      .sort((a, b) => a.timestamp - b.timestamp)
      .filter((candle, index, all) => index === 0 || candle.timestamp !== all[index - 1].timestamp);
    priceSeries.setData(sorted.map((c) => ({ time: c.timestamp as UTCTimestamp, open: num(c.open), high: num(c.high), low: num(c.low), close: num(c.close) })));
    volumeSeries.setData(sorted.map((c) => ({ time: c.timestamp as UTCTimestamp, value: num(c.quoteVolume) })));
    chart.timeScale().fitContent();
    const resizes = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect;
      if (width !== chart.options().width || height !== chart.options().height) chart.resize(width, height);
    });
    resizes.observe(container);
    return () => {
      resizes.disconnect();
      chart.remove();
    };
  }, [candles, dark]);
  return <div ref={containerRef} style={{ width: '100%', height: '100%' }} role="img" aria-label={`Price candles, ${candles.length} periods`} />;
}
