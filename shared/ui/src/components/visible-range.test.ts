import { visibleRange } from './visible-range';

describe('visibleRange', () => {
  it('renders the rows in view plus the overscan below at the top', () => {
    expect(visibleRange(0, 360, 36, 10_000, 4)).toEqual({ start: 0, end: 15 });
  });

  it('follows the scroll position with overscan on both sides', () => {
    // Row 100 at the top: 11 rows in view (+1 partly shown) around it.
    expect(visibleRange(3600, 360, 36, 10_000, 4)).toEqual({ start: 96, end: 115 });
  });

  it('never runs past the last row or before the first', () => {
    expect(visibleRange(1_000_000, 360, 36, 50, 4)).toEqual({ start: 35, end: 50 });
    expect(visibleRange(-50, 360, 36, 3, 4)).toEqual({ start: 0, end: 3 });
  });
});
