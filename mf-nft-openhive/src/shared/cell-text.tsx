import { Box } from '@tdx/ui';

const NONE = '—';

/** Long chain text cut to a fixed-height table cell, the whole text in its tooltip; a dash when empty. */
export function CellText({ text, maxWidth = 320 }: { text: string; maxWidth?: number }) {
  return (
    <Box component="span" title={text} sx={{ display: 'block', maxWidth, overflow: 'hidden', textOverflow: 'ellipsis' }}>
      {text || NONE}
    </Box>
  );
}
