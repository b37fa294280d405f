import type { OhlcvCandle } from '@tdx/api';
import { useColorMode } from '@tdx/ui/base';
import { CandlestickSeries, ColorType, createChart, HistogramSeries, type IChartApi } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { candleSeries } from './candle-series';
import { crosshairTimeLabel, tickMarkLabel } from './chart-time-labels';
import { yieldToMain } from '@tdx/ui/scheduling';

interface CandleChartProps {
  candles: readonly OhlcvCandle[];
  /** The chart's accessible name. */
  label: string;
  /** Called once the chart has drawn its data (in the frame after the library's first draw); keep its identity stable. */
  onDrawn?: () => void;
}

/**
 * Candles and volume with lightweight-charts (this module is loaded lazily, with the library).
 * Creating the chart, adding its series and feeding them the data each run in their own task, apart
 * from the render that shows it, so none of them blocks input for long on a slow phone.
 */
export default function CandleChart({ candles, label, onDrawn }: CandleChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const dark = useColorMode() === 'dark';
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let chart: IChartApi | undefined;
    let resizes: ResizeObserver | undefined;
    let unmounted = false;
    /** Resumes in a later task; false when the chart has left the page meanwhile. */
    const nextStep = async () => {
      await yieldToMain();
      return !unmounted;
    };
    const build = async () => {
      if (!(await nextStep())) return;
      // Created at the box's size (autoSize would draw at a default size, then resize every canvas).
      const created = createChart(container, {
        width: container.clientWidth,
        height: container.clientHeight,
        layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: dark ? '#ddd' : '#333', attributionLogo: true },
        grid: { vertLines: { visible: false }, horzLines: { color: dark ? '#333' : '#eee' } },
        timeScale: { timeVisible: true, tickMarkFormatter: tickMarkLabel },
        localization: { timeFormatter: crosshairTimeLabel },
        rightPriceScale: { scaleMargins: { top: 0.1, bottom: 0.25 } },
      });
      chart = created;
      if (!(await nextStep())) return;
      const priceSeries = created.addSeries(CandlestickSeries, { priceFormat: { type: 'price', precision: 8, minMove: 0.00000001 } });
      const volumeSeries = created.addSeries(HistogramSeries, { priceScaleId: 'volume', priceFormat: { type: 'volume' }, color: 'rgba(100,100,100,0.4)' });
      created.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
      if (!(await nextStep())) return;
      const { prices, volumes } = candleSeries(candles);
      priceSeries.setData(prices);
      volumeSeries.setData(volumes);
      created.timeScale().fitContent();
      resizes = new ResizeObserver(([entry]) => {
        const { width, height } = entry.contentRect;
        if (width !== created.options().width || height !== created.options().height) created.resize(width, height);
      });
      resizes.observe(container);
      // The library draws in its next animation frame; this one runs after it.
      requestAnimationFrame(() => {
        if (!unmounted) onDrawn?.();
      });
    };
    void build();
    return () => {
      unmounted = true;
      resizes?.disconnect();
      chart?.remove();
    };
  }, [candles, dark, onDrawn]);
  return <div ref={containerRef} style={{ width: '100%', height: '100%' }} role="img" aria-label={label} />;
}
