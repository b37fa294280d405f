import { useMemo, useState, type PointerEvent } from 'react';
import type { BookLevel } from '../model/types';
import { ChartFrame } from './chart-frame';
import { DEPTH_HEIGHT, DEPTH_WIDTH, depthAt, depthLayout } from './depth-chart-layout';
import * as styles from './depth-chart.css';
import * as layoutStyles from './market-layout.css';

/** How far across the element the pointer is, from 0 to 1. */
function pointerFraction(event: PointerEvent<HTMLElement>): number {
  const box = event.currentTarget.getBoundingClientRect();
  return box.width > 0 ? Math.min(Math.max((event.clientX - box.left) / box.width, 0), 1) : 0;
}

/**
 * Market depth from the aggregated books: bids (green) to the left of the spread, asks (red) to the
 * right, cumulative SWAP.HIVE up the right column and prices under the plot. A pointer over the
 * plot reads the depth at its price (the books below hold the same figures for the keyboard).
 */
export function DepthChart({ bids, asks }: { bids: readonly BookLevel[]; asks: readonly BookLevel[] }) {
  const layout = useMemo(() => depthLayout(bids, asks), [bids, asks]);
  const [pointer, setPointer] = useState<number | undefined>();
  if (!layout) return <p className={layoutStyles.message.padded}>No orders to chart.</p>;
  const reading = pointer === undefined ? undefined : { at: pointer, ...depthAt(layout.range, bids, asks, pointer) };
  return (
    <div role="img" aria-label={`Market depth from ${layout.range.minPrice.toFixed()} to ${layout.range.maxPrice.toFixed()} HIVE`} className={layoutStyles.chartStack}>
      <ChartFrame sideTicks={layout.totalTicks} bottomTicks={layout.priceTicks}>
        <div className={styles.plot} onPointerMove={(event) => setPointer(pointerFraction(event))} onPointerLeave={() => setPointer(undefined)}>
          <svg viewBox={`0 0 ${DEPTH_WIDTH} ${DEPTH_HEIGHT}`} preserveAspectRatio="none" width="100%" height="100%" display="block" aria-hidden="true">
            {layout.bids && <polygon points={layout.bids} fill="rgba(46,125,50,0.3)" stroke="#2e7d32" vectorEffect="non-scaling-stroke" />}
            {layout.asks && <polygon points={layout.asks} fill="rgba(211,47,47,0.3)" stroke="#d32f2f" vectorEffect="non-scaling-stroke" />}
          </svg>
          {reading && (
            <>
              <div className={styles.marker} style={{ left: `${reading.at * 100}%` }} />
              <p className={styles.readout[reading.at < 0.5 ? 'right' : 'left']}>
                {reading.side === 'buy' ? `Bids at or above ${reading.price}` : `Asks at or below ${reading.price}`}: {reading.total} HIVE
              </p>
            </>
          )}
        </div>
      </ChartFrame>
    </div>
  );
}
