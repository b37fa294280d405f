import type { OhlcvCandle, OhlcvInterval } from '@tdx/api';
import type { DataState } from '@tdx/data';
import { PlainButton, Placeholder, useWhenIdle } from '@tdx/ui/base';
import { lazy, memo, Suspense, useCallback, useMemo, useState } from 'react';
import type { BookLevel } from '../model/types';
import { CandlePoster } from './candle-poster';
import { posterLayout, type PosterLayout } from './candle-poster-layout';
import { candleSeries } from './candle-series';
import { DepthChart } from './depth-chart';
import * as styles from './market-layout.css';

const CandleChart = lazy(() => import('./candle-chart'));
// Loads with @tdx/data (TanStack Query) when the candles are first shown: none of it is on the page's first render.
const CandlesRead = lazy(() => import('./candles-read'));

/** Fixed so nothing below moves while the chart library loads (CLS). */
export const CHART_HEIGHT = 320;

type ChartView = 'candles' | 'depth';

interface CandleViewProps {
  candles: readonly OhlcvCandle[];
  layout: PosterLayout;
  label: string;
  interactive: boolean;
  onPointerEnter: () => void;
}

/**
 * One series of candles, first drawn as a still SVG (`CandlePoster`), which costs the page's load
 * next to nothing. Once `interactive`, lightweight-charts (crosshair, zoom, scroll) draws hidden
 * under the still chart and then takes its place.
 */
function CandleView({ candles, layout, label, interactive, onPointerEnter }: CandleViewProps) {
  const [drawn, setDrawn] = useState(false);
  const onDrawn = useCallback(() => setDrawn(true), []);
  return (
    <div className={styles.chartStack}>
      {!drawn && <CandlePoster layout={layout} label={label} onPointerEnter={onPointerEnter} />}
      {interactive && (
        <div className={styles.chartLayer[drawn ? 'shown' : 'drawing']}>
          <Suspense fallback={null}>
            <CandleChart candles={candles} label={label} onDrawn={onDrawn} />
          </Suspense>
        </div>
      )}
    </div>
  );
}

/**
 * The candles of an interval. The library loads only when a pointer first comes over the chart:
 * its chunk's evaluation, its set-up and its first draw on a phone's software canvases were the
 * page's longest tasks (mf-trade README, Performance). A keyboard or a screen reader gains nothing
 * from it, so only a pointer wakes it; once awake it stays for the other interval.
 */
function Candles({ symbol, interval, read }: { symbol: string; interval: OhlcvInterval; read: DataState<OhlcvCandle[]> }) {
  const [interactive, setInteractive] = useState(false);
  const wake = useCallback(() => setInteractive(true), []);
  const candles = read.data;
  const layout = useMemo(() => (candles ? posterLayout(candleSeries(candles), interval) : undefined), [candles, interval]);
  if (!candles) {
    return read.failed ? (
      <p role="alert" className={styles.message.padded}>
        The price chart could not be loaded. <PlainButton onClick={read.reload}>Retry</PlainButton>
      </p>
    ) : (
      <Placeholder height="100%" />
    );
  }
  if (candles.length === 0 || !layout) return <p className={styles.message.padded}>No trades to chart yet.</p>;
  return (
    <CandleView
      key={`${symbol} ${interval}`}
      candles={candles}
      layout={layout}
      label={`Price candles, ${candles.length} periods`}
      interactive={interactive}
      onPointerEnter={wake}
    />
  );
}

function Toggle({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: string }) {
  return (
    <PlainButton tone={pressed ? 'contained' : 'text'} aria-pressed={pressed} onClick={onClick} compact>
      {children}
    </PlainButton>
  );
}

/**
 * Price candles (daily or hourly, from the info API) or market depth (from the books). The candles
 * and their library wait until the page's first content is shown and the browser is idle.
 */
export const ChartPanel = memo(function ChartPanel({ symbol, bids, asks }: { symbol: string; bids?: BookLevel[]; asks?: BookLevel[] }) {
  const [view, setView] = useState<ChartView>('candles');
  const [interval, setCandleInterval] = useState<OhlcvInterval>('daily');
  const idle = useWhenIdle();
  return (
    <section aria-label="Chart" className={styles.section}>
      <div className={styles.chartBar}>
        <div role="group" aria-label="Chart type" className={styles.toggleGroup.shown}>
          <Toggle pressed={view === 'candles'} onClick={() => setView('candles')}>
            Candles
          </Toggle>
          <Toggle pressed={view === 'depth'} onClick={() => setView('depth')}>
            Depth
          </Toggle>
        </div>
        <div role="group" aria-label="Candle interval" className={styles.toggleGroup[view === 'candles' ? 'shown' : 'hidden']}>
          {(['daily', 'hourly'] as const).map((value) => (
            <Toggle key={value} pressed={interval === value} onClick={() => setCandleInterval(value)}>
              {value === 'daily' ? 'Daily' : 'Hourly'}
            </Toggle>
          ))}
        </div>
      </div>
      <div className={styles.chartBox} style={{ height: CHART_HEIGHT }}>
        {view === 'depth' ? (
          bids && asks ? (
            <DepthChart bids={bids} asks={asks} />
          ) : (
            <Placeholder height="100%" />
          )
        ) : (
          <Suspense fallback={<Placeholder height="100%" />}>
            {idle ? (
              <CandlesRead symbol={symbol} interval={interval}>
                {(read) => <Candles symbol={symbol} interval={interval} read={read} />}
              </CandlesRead>
            ) : (
              <Placeholder height="100%" />
            )}
          </Suspense>
        )}
      </div>
    </section>
  );
});
