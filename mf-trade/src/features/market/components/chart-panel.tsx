import type { OhlcvInterval } from '@tdx/api';
import { Button } from '@tdx/ui/overlay';
import { Box, Stack, Typography } from '@tdx/ui';
import { Skeleton, Tab, Tabs } from '@tdx/ui/extra';
import { lazy, Suspense, useState } from 'react';
import { fetchCandles } from '../api/market-api';
import { useAsync } from '../hooks/use-async';
import type { BookLevel } from '../model/types';
import { DepthChart } from './depth-chart';

const CandleChart = lazy(() => import('./candle-chart'));

/** Fixed so nothing below moves while the chart library loads (CLS). */
export const CHART_HEIGHT = 320;

function Candles({ symbol, interval }: { symbol: string; interval: OhlcvInterval }) {
  const [attempt, setAttempt] = useState(0);
  const candles = useAsync(`candles of ${symbol} (${interval})`, () => fetchCandles(symbol, interval), attempt);
  if (candles.status === 'loading') return <Skeleton variant="rectangular" height="100%" />;
  if (candles.status === 'failed') {
    return (
      <Typography role="alert" sx={{ p: 2 }}>
        The price chart could not be loaded. <Button onClick={() => setAttempt((value) => value + 1)}>Retry</Button>
      </Typography>
    );
  }
  if (candles.value.length === 0) return <Typography sx={{ p: 2 }}>No trades to chart yet.</Typography>;
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height="100%" />}>
      <CandleChart candles={candles.value} />
    </Suspense>
  );
}

/** Price candles (daily or hourly, from the info API) or market depth (from the books). */
export function ChartPanel({ symbol, bids, asks }: { symbol: string; bids?: BookLevel[]; asks?: BookLevel[] }) {
  const [view, setView] = useState<'candles' | 'depth'>('candles');
  const [interval, setCandleInterval] = useState<OhlcvInterval>('daily');
  return (
    <Box component="section" aria-label="Chart" sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
        <Tabs value={view} onChange={(_event, value: 'candles' | 'depth') => setView(value)} aria-label="Chart type" sx={{ minHeight: 36 }}>
          <Tab value="candles" label="Candles" sx={{ minHeight: 36 }} />
          <Tab value="depth" label="Depth" sx={{ minHeight: 36 }} />
        </Tabs>
        {view === 'candles' && (
          <Stack direction="row" role="group" aria-label="Candle interval">
            {(['daily', 'hourly'] as const).map((value) => (
              <Button key={value} size="small" variant={interval === value ? 'contained' : 'text'} aria-pressed={interval === value} onClick={() => setCandleInterval(value)}>
                {value === 'daily' ? 'Daily' : 'Hourly'}
              </Button>
            ))}
          </Stack>
        )}
      </Stack>
      <Box sx={{ height: CHART_HEIGHT, mt: 1 }}>
        {view === 'candles' ? (
          <Candles symbol={symbol} interval={interval} />
        ) : bids && asks ? (
          <DepthChart bids={bids} asks={asks} />
        ) : (
          <Skeleton variant="rectangular" height="100%" />
        )}
      </Box>
    </Box>
  );
}
