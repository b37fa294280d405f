import BigNumber from 'bignumber.js';
import type { BookLevel } from '../model/types';
import * as styles from './market-layout.css';

const WIDTH = 600;
const HEIGHT = 300;

interface Point {
  x: number;
  y: number;
}

/** Stepped outline of cumulative SWAP.HIVE per price, as SVG points in a WIDTH × HEIGHT box. */
export function depthPoints(levels: readonly BookLevel[], minPrice: BigNumber, maxPrice: BigNumber, maxTotal: BigNumber): Point[] {
  const span = maxPrice.minus(minPrice);
  const x = (price: string) => (span.isZero() ? WIDTH / 2 : new BigNumber(price).minus(minPrice).div(span).times(WIDTH).toNumber());
  const y = (total: string) => (maxTotal.isZero() ? HEIGHT : HEIGHT - new BigNumber(total).div(maxTotal).times(HEIGHT).toNumber());
  const points: Point[] = [];
  let previousY = HEIGHT;
  for (const level of levels) {
    points.push({ x: x(level.price), y: previousY }, { x: x(level.price), y: y(level.cumulativeTotal) });
    previousY = y(level.cumulativeTotal);
  }
  return points;
}

const toPath = (points: Point[]) => points.map((point) => `${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(' ');

/** Market depth from the aggregated books: bids (green) to the left of the spread, asks (red) to the right. */
export function DepthChart({ bids, asks }: { bids: readonly BookLevel[]; asks: readonly BookLevel[] }) {
  if (bids.length === 0 && asks.length === 0) return <p className={styles.message.padded}>No orders to chart.</p>;
  const prices = [...bids, ...asks].map((level) => new BigNumber(level.price));
  const minPrice = BigNumber.min(...prices);
  const maxPrice = BigNumber.max(...prices);
  const maxTotal = BigNumber.max(bids.at(-1)?.cumulativeTotal ?? 0, asks.at(-1)?.cumulativeTotal ?? 0);
  const bidPoints = depthPoints(bids, minPrice, maxPrice, maxTotal);
  const askPoints = depthPoints(asks, minPrice, maxPrice, maxTotal);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" width="100%" height="100%" display="block" role="img" aria-label={`Market depth from ${minPrice.toFixed()} to ${maxPrice.toFixed()} HIVE`}>
      {bidPoints.length > 0 && <polygon points={`${toPath(bidPoints)} ${bidPoints.at(-1)?.x ?? 0},${HEIGHT}`} fill="rgba(46,125,50,0.3)" stroke="#2e7d32" />}
      {askPoints.length > 0 && <polygon points={`${toPath(askPoints)} ${askPoints.at(-1)?.x ?? 0},${HEIGHT}`} fill="rgba(211,47,47,0.3)" stroke="#d32f2f" />}
    </svg>
  );
}
