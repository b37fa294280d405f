import { Box } from '@tdx/ui';
import { HEADER_ROW_PX, HIGHLIGHT_ROW_PX, PANEL_TITLE_PX } from './highlights-layout';

const BAR_PX = HIGHLIGHT_ROW_PX - 16;

/**
 * The highlights' place while their code and data load: one block as tall as the tables, striped
 * like their rows (drawn with a gradient: this sits on the first page, where every byte counts).
 */
export function HighlightsSkeleton() {
  return (
    <Box
      role="status"
      aria-label="Loading market highlights"
      sx={(theme) => ({
        gridColumn: '1 / -1',
        mt: `${PANEL_TITLE_PX + HEADER_ROW_PX}px`,
        backgroundImage: `repeating-linear-gradient(${theme.palette.action.hover} 0 ${BAR_PX}px, transparent 0 ${HIGHLIGHT_ROW_PX}px)`,
      })}
    />
  );
}
