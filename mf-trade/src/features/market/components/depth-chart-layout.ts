import BigNumber from 'bignumber.js';
import { formatNumber } from '@tdx/ui/format';
import type { BookLevel } from '../model/types';
import type { AxisTick } from './chart-frame';

/** The SVG box the outlines are drawn in (stretched over the plot). */
export const DEPTH_WIDTH = 600;
export const DEPTH_HEIGHT = 300;
/** The deepest total is drawn this far down the plot (percent), so its label fits above the outline's top. */
const TOP_MARGIN = 10;

export interface DepthLayout {
  /** SVG points of each side's stepped outline of cumulative SWAP.HIVE, closed down to the baseline. */
  bids: string;
  asks: string;
  range: PriceRange;
  /** The cumulative totals in the right column: the deepest and half of it. */
  totalTicks: AxisTick[];
  /** The prices under the plot: the lowest, the middle of the spread (both sides present) and the highest. */
  priceTicks: AxisTick[];
}

const priceLabel = (price: BigNumber) => price.toFixed(8);

/** Stepped outline of one side, as SVG points, closed down to the baseline. */
function outline(levels: readonly BookLevel[], x: (price: BigNumber.Value) => number, y: (total: BigNumber.Value) => number): string {
  if (levels.length === 0) return '';
  const points: [number, number][] = [];
  let previousY = DEPTH_HEIGHT;
  for (const level of levels) {
    const levelX = x(level.price);
    points.push([levelX, previousY], [levelX, y(level.cumulativeTotal)]);
    previousY = y(level.cumulativeTotal);
  }
  points.push([points[points.length - 1][0], DEPTH_HEIGHT]);
  return points.map(([pointX, pointY]) => `${pointX.toFixed(1)},${pointY.toFixed(1)}`).join(' ');
}

export interface PriceRange {
  minPrice: BigNumber;
  maxPrice: BigNumber;
  /** Between the best bid and the best ask, when both sides have orders. */
  spreadMiddle?: BigNumber;
}

/** The prices both books span (best price first on each side); undefined when both are empty. */
function priceRange(bids: readonly BookLevel[], asks: readonly BookLevel[]): PriceRange | undefined {
  const prices = [...bids, ...asks].map((level) => new BigNumber(level.price));
  if (prices.length === 0) return undefined;
  const spreadMiddle = bids.length > 0 && asks.length > 0 ? new BigNumber(bids[0].price).plus(asks[0].price).div(2) : undefined;
  return { minPrice: BigNumber.min(...prices), maxPrice: BigNumber.max(...prices), spreadMiddle };
}

/** The depth chart of the aggregated books (best price first on each side); undefined when both are empty. */
export function depthLayout(bids: readonly BookLevel[], asks: readonly BookLevel[]): DepthLayout | undefined {
  const range = priceRange(bids, asks);
  if (!range) return undefined;
  const { minPrice, maxPrice, spreadMiddle } = range;
  const span = maxPrice.minus(minPrice);
  const maxTotal = BigNumber.max(bids.at(-1)?.cumulativeTotal ?? 0, asks.at(-1)?.cumulativeTotal ?? 0);
  const across = (price: BigNumber.Value) => (span.isZero() ? 50 : new BigNumber(price).minus(minPrice).div(span).times(100).toNumber());
  const down = (total: BigNumber.Value) => (maxTotal.isZero() ? 100 : 100 - new BigNumber(total).div(maxTotal).times(100 - TOP_MARGIN).toNumber());
  const x = (price: BigNumber.Value) => (across(price) / 100) * DEPTH_WIDTH;
  const y = (total: BigNumber.Value) => (down(total) / 100) * DEPTH_HEIGHT;
  const priceTicks = [minPrice, ...(spreadMiddle ? [spreadMiddle] : []), ...(span.isZero() ? [] : [maxPrice])].map((price) => ({ at: across(price), label: priceLabel(price) }));
  const totalTicks = maxTotal.isZero() ? [] : [maxTotal, maxTotal.div(2)].map((total) => ({ at: down(total), label: formatNumber(total, 2) }));
  return { bids: outline(bids, x, y), asks: outline(asks, x, y), range, totalTicks, priceTicks };
}

/** What the depth chart shows at one price: the SWAP.HIVE of the orders from the spread out to it. */
export interface DepthReading {
  side: 'buy' | 'sell';
  price: string;
  /** SWAP.HIVE of the bids at or above `price`, or of the asks at or below it. */
  total: string;
}

/** The price `fraction` (0 to 1) of the way across a chart of `range`, and the depth of the side it falls on. */
export function depthAt(range: PriceRange, bids: readonly BookLevel[], asks: readonly BookLevel[], fraction: number): DepthReading {
  const { minPrice, maxPrice, spreadMiddle } = range;
  const price = minPrice.plus(maxPrice.minus(minPrice).times(fraction));
  const onBids = bids.length > 0 && (spreadMiddle ? price.lte(spreadMiddle) : true);
  const total = onBids ? depthOut(bids, (level) => price.lte(level.price)) : depthOut(asks, (level) => price.gte(level.price));
  return { side: onBids ? 'buy' : 'sell', price: priceLabel(price), total: formatNumber(total, 2) };
}

/** The cumulative total of the levels from the spread out while `reached` holds (a pointer's move reads only those). */
function depthOut(levels: readonly BookLevel[], reached: (level: BookLevel) => boolean): string {
  let total = '0';
  for (const level of levels) {
    if (!reached(level)) break;
    total = level.cumulativeTotal;
  }
  return total;
}
