import { Box } from '@tdx/ui';
import type { ReactNode } from 'react';

export type Figure = readonly [term: string, value: ReactNode];

/** Terms and their values as a description list (labelled for assistive technology). */
export function FigureList({ label, figures }: { label: string; figures: readonly Figure[] }) {
  return (
    <Box component="dl" aria-label={label} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)', columnGap: 2, rowGap: 0.75, m: 0 }}>
      {figures.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {term}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
