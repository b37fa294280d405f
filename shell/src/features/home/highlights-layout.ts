/**
 * Sizes shared by the eager placeholder and the lazy highlights, so the section keeps one height
 * from the first paint to the data (no layout shift).
 */
export const HIGHLIGHT_COUNT = 5;
export const HIGHLIGHT_ROW_PX = 56;
export const PANEL_TITLE_PX = 40;
export const HEADER_ROW_PX = 40;
export const PANEL_PX = PANEL_TITLE_PX + HEADER_ROW_PX + HIGHLIGHT_COUNT * HIGHLIGHT_ROW_PX;

export const PANEL_TITLES = { topVolume: 'Top volume', movers: 'Biggest movers' } as const;
