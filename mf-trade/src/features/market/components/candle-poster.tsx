import { useMemo, useRef } from 'react';
import type { PosterLayout } from './candle-poster-layout';
import * as styles from './candle-poster.css';
import { useFittingLabels } from './use-fitting-labels';

interface CandlePosterProps {
  layout: PosterLayout;
  label: string;
  /** A pointer came over the chart: the reader may want the interactive one. */
  onPointerEnter?: () => void;
}

/**
 * The candles and volume drawn as plain SVG, without the charting library: what the page shows
 * first, and until a pointer comes over the chart (chart-panel.tsx says why).
 */
export function CandlePoster({ layout, label, onPointerEnter }: CandlePosterProps) {
  const timeRow = useRef<HTMLDivElement>(null);
  const timePositions = useMemo(() => layout.timeTicks.map((tick) => tick.at), [layout.timeTicks]);
  // On a phone the first, middle and last dates do not all fit under the candles.
  useFittingLabels(timeRow, timePositions);
  return (
    <div className={styles.poster} role="img" aria-label={label} onPointerEnter={onPointerEnter}>
      <div className={styles.plot}>
        <svg viewBox="0 0 100 100" preserveAspectRatio="none" width="100%" height="100%" display="block" aria-hidden="true">
          {layout.candles.map((candle) => (
            <g key={candle.time} className={styles.candle[candle.rising ? 'rising' : 'falling']}>
              <line x1={candle.x} x2={candle.x} y1={candle.wickTop} y2={candle.wickBottom} vectorEffect="non-scaling-stroke" />
              <rect x={candle.x - candle.width / 2} y={candle.bodyTop} width={candle.width} height={candle.bodyHeight} strokeWidth={0} />
              <rect className={styles.volume} x={candle.x - candle.width / 2} y={100 - candle.volumeHeight} width={candle.width} height={candle.volumeHeight} strokeWidth={0} />
            </g>
          ))}
        </svg>
      </div>
      <div className={styles.axis} aria-hidden="true">
        {layout.priceTicks.map((tick, index) => (
          <span key={index} className={styles.priceLabel} style={{ top: `${tick.at}%` }}>
            {tick.label}
          </span>
        ))}
      </div>
      <div ref={timeRow} className={styles.axis} aria-hidden="true">
        {layout.timeTicks.map((tick, index) => (
          // Shifted by its own position's share of its width: the first starts at the left edge, the last ends at the right.
          <span key={index} className={styles.timeLabel} style={{ left: `${tick.at}%`, transform: `translateX(-${tick.at}%)` }}>
            {tick.label}
          </span>
        ))}
      </div>
    </div>
  );
}
