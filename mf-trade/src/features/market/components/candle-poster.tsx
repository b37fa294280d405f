import type { PosterLayout } from './candle-poster-layout';
import * as styles from './candle-poster.css';
import { ChartFrame } from './chart-frame';

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
  return (
    <div className={styles.poster} role="img" aria-label={label} onPointerEnter={onPointerEnter}>
      <ChartFrame sideTicks={layout.priceTicks} bottomTicks={layout.timeTicks}>
        <svg viewBox="0 0 100 100" preserveAspectRatio="none" width="100%" height="100%" display="block" aria-hidden="true">
          {layout.candles.map((candle) => (
            <g key={candle.time} className={styles.candle[candle.rising ? 'rising' : 'falling']}>
              <line x1={candle.x} x2={candle.x} y1={candle.wickTop} y2={candle.wickBottom} vectorEffect="non-scaling-stroke" />
              <rect x={candle.x - candle.width / 2} y={candle.bodyTop} width={candle.width} height={candle.bodyHeight} strokeWidth={0} />
              <rect className={styles.volume} x={candle.x - candle.width / 2} y={100 - candle.volumeHeight} width={candle.width} height={candle.volumeHeight} strokeWidth={0} />
            </g>
          ))}
        </svg>
      </ChartFrame>
    </div>
  );
}
