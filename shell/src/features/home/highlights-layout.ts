/**
 * Sizes shared by the eager placeholder and the lazy highlights, so the section keeps one height
 * from the first paint to the data (no layout shift).
 */
export const HIGHLIGHT_COUNT = 5;
export const HIGHLIGHT_ROW_PX = 56;
export const PANEL_TITLE_PX = 40;
export const HEADER_ROW_PX = 40;
const GAP = 3;
const GAP_PX = 24;

export const PANEL_PX = PANEL_TITLE_PX + HEADER_ROW_PX + HIGHLIGHT_COUNT * HIGHLIGHT_ROW_PX;

export const PANEL_TITLES = { topVolume: 'Top volume', movers: 'Biggest movers' } as const;

/** Two panels side by side from `md`, stacked below. */
export const PANELS_GRID = {
  display: 'grid',
  gap: GAP,
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
  minHeight: { xs: 2 * PANEL_PX + GAP_PX, md: PANEL_PX },
} as const;
