/** The least room, in px, between two labels shown side by side. */
export const LABEL_GAP = 8;

/**
 * Where a label sits in a row `rowWidth` px wide when it is placed at `at` % of the row and shifted
 * back by `at` % of its own width (the still chart's time labels: the first starts at the row's
 * start, the last ends at its end).
 */
function spanOf(at: number, width: number, rowWidth: number): [number, number] {
  const left = (at / 100) * (rowWidth - width);
  return [left, left + width];
}

/** The last label first (the newest time), then the first, then the ones between, left to right. */
function byPriority(count: number): number[] {
  const between = Array.from({ length: Math.max(count - 2, 0) }, (_, index) => index + 1);
  return count === 0 ? [] : [...new Set([count - 1, 0, ...between])];
}

/**
 * Which labels of a row to show so that none overlaps another: in priority order, each is shown if
 * it keeps `LABEL_GAP` clear of those already shown. The newest is always shown.
 */
export function fittingLabels(positions: readonly number[], widths: readonly number[], rowWidth: number): boolean[] {
  const shown = positions.map(() => false);
  const taken: [number, number][] = [];
  for (const index of byPriority(positions.length)) {
    const [left, right] = spanOf(positions[index], widths[index], rowWidth);
    const clear = taken.every(([takenLeft, takenRight]) => right + LABEL_GAP <= takenLeft || takenRight + LABEL_GAP <= left);
    if (taken.length > 0 && !clear) continue;
    taken.push([left, right]);
    shown[index] = true;
  }
  return shown;
}
