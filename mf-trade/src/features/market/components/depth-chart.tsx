import { useMemo } from 'react';
import type { BookLevel } from '../model/types';
import { ChartFrame } from './chart-frame';
import { DEPTH_HEIGHT, DEPTH_WIDTH, depthLayout } from './depth-chart-layout';
import * as styles from './market-layout.css';

/**
 * Market depth from the aggregated books: bids (green) to the left of the spread, asks (red) to the
 * right, cumulative SWAP.HIVE up the right column and prices under the plot.
 */
export function DepthChart({ bids, asks }: { bids: readonly BookLevel[]; asks: readonly BookLevel[] }) {
  const layout = useMemo(() => depthLayout(bids, asks), [bids, asks]);
  if (!layout) return <p className={styles.message.padded}>No orders to chart.</p>;
  return (
    <div role="img" aria-label={`Market depth from ${layout.minPrice} to ${layout.maxPrice} HIVE`} className={styles.chartStack}>
      <ChartFrame sideTicks={layout.totalTicks} bottomTicks={layout.priceTicks}>
        <svg viewBox={`0 0 ${DEPTH_WIDTH} ${DEPTH_HEIGHT}`} preserveAspectRatio="none" width="100%" height="100%" display="block" aria-hidden="true">
          {layout.bids && <polygon points={layout.bids} fill="rgba(46,125,50,0.3)" stroke="#2e7d32" vectorEffect="non-scaling-stroke" />}
          {layout.asks && <polygon points={layout.asks} fill="rgba(211,47,47,0.3)" stroke="#d32f2f" vectorEffect="non-scaling-stroke" />}
        </svg>
      </ChartFrame>
    </div>
  );
}
