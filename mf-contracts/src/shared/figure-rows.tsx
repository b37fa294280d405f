import { Box, Typography } from '@tdx/ui';
import type { ReactNode } from 'react';

export type Figure = readonly [term: string, value: ReactNode];

/** Terms and their values as a description list, one pair a row (the value wraps under a long term on a phone). */
export function FigureRows({ figures, label }: { figures: readonly Figure[]; label: string }) {
  return (
    <Box component="dl" aria-label={label} sx={{ m: 0 }}>
      {figures.map(([term, value]) => (
        <Box key={term} sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, ml: 'auto', textAlign: 'right', overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
