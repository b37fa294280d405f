import { Box, Typography } from '@tdx/ui';

/** Terms and their figures, in two columns (the figures right-aligned, long ones wrapping). */
export function FigureList({ figures }: { figures: ReadonlyArray<readonly [term: string, figure: string]> }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
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
