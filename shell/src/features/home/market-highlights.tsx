import { useSettings } from '@tdx/settings';
import { Button } from '@tdx/ui/overlay';
import { Box, Typography } from '@tdx/ui';
import { HighlightTable } from './highlight-table';
import { selectHighlights } from './highlights';
import { PANEL_TITLES } from './highlights-layout';
import { HighlightsSkeleton } from './highlights-skeleton';
import { useMarketMetrics } from './use-market-metrics';

const nowSeconds = () => Math.floor(Date.now() / 1000);

function HighlightsUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
      <Typography role="alert">
        Market data could not be loaded from the sidechain. Everything else on the site still works; try again in a moment.
      </Typography>
      <Button variant="outlined" onClick={onRetry}>
        Retry
      </Button>
    </Box>
  );
}

/** The live part of the home page (lazy): top 24 h volume and biggest movers, from `market.metrics`. */
export default function MarketHighlights() {
  const { state, retry } = useMarketMetrics();
  const { hivePrice } = useSettings();
  if (state.status === 'failed') return <HighlightsUnavailable onRetry={retry} />;
  if (state.status === 'loading') return <HighlightsSkeleton />;
  // Selected on each render: the token filters come from the settings this component follows.
  const highlights = selectHighlights(state.metrics, nowSeconds());
  return (
    <>
      <HighlightTable title={PANEL_TITLES.topVolume} rows={highlights.topVolume} hivePrice={hivePrice} />
      <HighlightTable title={PANEL_TITLES.movers} rows={highlights.movers} hivePrice={hivePrice} />
    </>
  );
}
