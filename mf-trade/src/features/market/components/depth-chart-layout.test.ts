import type { BookLevel } from '../model/types';
import { DEPTH_HEIGHT, depthAt, depthLayout } from './depth-chart-layout';

const level = (price: string, cumulativeTotal: string): BookLevel => ({ price, quantity: '1', total: '1', cumulativeQuantity: '1', cumulativeTotal });

// Best price first on each side, totals adding up away from the spread.
const BIDS = [level('0.9', '100'), level('0.8', '300')];
const ASKS = [level('1.1', '200'), level('1.3', '600')];

describe('depthLayout', () => {
  it('labels the price range and the middle of the spread under the plot', () => {
    const layout = depthLayout(BIDS, ASKS)!;
    expect(layout.priceTicks).toEqual([
      { at: 0, label: '0.80000000' },
      { at: 40, label: '1.00000000' },
      { at: 100, label: '1.30000000' },
    ]);
    expect([layout.range.minPrice.toFixed(), layout.range.maxPrice.toFixed()]).toEqual(['0.8', '1.3']);
  });

  it('labels the deepest total and half of it in the right column, the deepest below the top', () => {
    expect(depthLayout(BIDS, ASKS)!.totalTicks).toEqual([
      { at: 10, label: '600.00' },
      { at: 55, label: '300.00' },
    ]);
  });

  it('draws each side as steps out from the spread, closed down to the baseline', () => {
    const layout = depthLayout(BIDS, ASKS)!;
    // 0.9 is at 20 % of 600 px; 100 of 600 HIVE rises 15 % of the 90 % the outlines may use (255 of 300).
    expect(layout.bids).toBe(`120.0,${DEPTH_HEIGHT}.0 120.0,255.0 0.0,255.0 0.0,165.0 0.0,${DEPTH_HEIGHT}.0`);
    expect(layout.asks.split(' ')).toHaveLength(5);
    expect(layout.asks.split(' ').at(-2)).toBe('600.0,30.0');
  });

  it('charts one side alone, without a spread', () => {
    const layout = depthLayout([], ASKS)!;
    expect(layout.bids).toBe('');
    expect(layout.priceTicks.map((tick) => tick.label)).toEqual(['1.10000000', '1.30000000']);
  });

  it('puts a single price in the middle, labelled once', () => {
    const layout = depthLayout([level('2', '5')], [])!;
    expect(layout.priceTicks).toEqual([{ at: 50, label: '2.00000000' }]);
  });

  it('has nothing to chart without orders', () => {
    expect(depthLayout([], [])).toBeUndefined();
  });
});

describe('depthAt', () => {
  const read = (bids: BookLevel[], asks: BookLevel[], fraction: number) => depthAt(depthLayout(bids, asks)!.range, bids, asks, fraction);

  it('reads the bids from the spread down to the price left of the spread', () => {
    // 0.85 is 10 % of the way from 0.8 to 1.3: only the 0.9 bid is at or above it.
    expect(read(BIDS, ASKS, 0.1)).toEqual({ side: 'buy', price: '0.85000000', total: '100.00' });
    expect(read(BIDS, ASKS, 0)).toEqual({ side: 'buy', price: '0.80000000', total: '300.00' });
  });

  it('reads the asks from the spread up to the price right of the spread', () => {
    expect(read(BIDS, ASKS, 0.7)).toEqual({ side: 'sell', price: '1.15000000', total: '200.00' });
    expect(read(BIDS, ASKS, 1)).toEqual({ side: 'sell', price: '1.30000000', total: '600.00' });
  });

  it('reads nothing inside the spread', () => {
    expect(read(BIDS, ASKS, 0.36)).toEqual({ side: 'buy', price: '0.98000000', total: '0.00' });
    expect(read(BIDS, ASKS, 0.44)).toEqual({ side: 'sell', price: '1.02000000', total: '0.00' });
  });

  it('reads the only side there is', () => {
    expect(read([], ASKS, 0.5).side).toBe('sell');
    expect(read(BIDS, [], 0.5).side).toBe('buy');
  });
});
