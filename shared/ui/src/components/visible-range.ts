/** Rows `[start, end)` to render for a fixed row height: those in view plus `overscan` on each side. */
export function visibleRange(scrollTop: number, viewportHeight: number, rowHeight: number, rowCount: number, overscan: number): { start: number; end: number } {
  const inView = Math.ceil(viewportHeight / rowHeight) + 1;
  const first = Math.min(Math.floor(Math.max(0, scrollTop) / rowHeight), Math.max(0, rowCount - inView));
  return { start: Math.max(0, first - overscan), end: Math.min(rowCount, first + inView + overscan) };
}
