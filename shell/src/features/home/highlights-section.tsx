import { Box, Typography } from '@tdx/ui';
import { lazy, Suspense } from 'react';
import { PANELS_GRID } from './highlights-layout';
import { HighlightsSkeleton } from './highlights-skeleton';
import { useNearViewport } from './use-near-viewport';

// Chain client, bignumber.js and the area kit stay off the first page: they load when the section scrolls into view.
const MarketHighlights = lazy(() => import('./market-highlights'));

export function HighlightsSection() {
  const [ref, near] = useNearViewport<HTMLElement>();
  return (
    <Box component="section" ref={ref} aria-labelledby="market-highlights-title">
      <Typography id="market-highlights-title" variant="h5" component="h2">
        Market highlights
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Live from the sidechain, over the last 24 hours.
      </Typography>
      <Box sx={PANELS_GRID}>
        {near ? (
          <Suspense fallback={<HighlightsSkeleton />}>
            <MarketHighlights />
          </Suspense>
        ) : (
          <HighlightsSkeleton />
        )}
      </Box>
    </Box>
  );
}
