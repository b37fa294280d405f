import { Box, Typography } from '@tdx/ui';
import type { ReactNode } from 'react';

/** Terms and their figures, in two columns (the figures right-aligned, long ones wrapping). */
export function FigureList({ figures, label }: { figures: ReadonlyArray<readonly [term: string, figure: ReactNode]>; label?: string }) {
  return (
    <Box component="dl" aria-label={label} sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
      {figures.map(([term, figure]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', overflowWrap: 'anywhere' }}>
            {figure}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
