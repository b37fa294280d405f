import { fittingLabels, LABEL_GAP } from './label-fit';

/** The still chart's three time labels over 8 daily candles: the first, the middle and the last. */
const EIGHT_CANDLES = [6.25, 43.75, 93.75];
const DATE_WIDTH = 72;
const widths = (count: number) => Array.from({ length: count }, () => DATE_WIDTH);

describe('fittingLabels', () => {
  it('shows every label in a row wide enough', () => {
    expect(fittingLabels(EIGHT_CANDLES, widths(3), 800)).toEqual([true, true, true]);
  });

  it('drops the middle label before it touches the first (a 390 px phone)', () => {
    expect(fittingLabels(EIGHT_CANDLES, widths(3), 246)).toEqual([true, false, true]);
  });

  it('keeps only the newest when the row has room for one', () => {
    expect(fittingLabels(EIGHT_CANDLES, widths(3), 120)).toEqual([false, false, true]);
    expect(fittingLabels(EIGHT_CANDLES, widths(3), 40)).toEqual([false, false, true]);
  });

  it('keeps the gap between two labels shown', () => {
    // Two labels at the row's ends: 2 × 72 px plus the gap is the narrowest row that shows both.
    const ends = [0, 100];
    expect(fittingLabels(ends, widths(2), 2 * DATE_WIDTH + LABEL_GAP)).toEqual([true, true]);
    expect(fittingLabels(ends, widths(2), 2 * DATE_WIDTH + LABEL_GAP - 1)).toEqual([false, true]);
  });

  it('judges each label by its own width', () => {
    expect(fittingLabels([0, 50, 100], [72, 200, 72], 320)).toEqual([true, false, true]);
    expect(fittingLabels([0, 50, 100], [72, 40, 72], 320)).toEqual([true, true, true]);
  });

  it('handles one label and none', () => {
    expect(fittingLabels([50], widths(1), 10)).toEqual([true]);
    expect(fittingLabels([], [], 300)).toEqual([]);
  });
});
