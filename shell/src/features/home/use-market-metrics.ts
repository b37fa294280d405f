import { queries } from '@tdx/api';
import type { Metric } from '@tdx/contracts';
import { useCallback, useEffect, useState } from 'react';

/** How often the open home page reads the metrics again. */
export const METRICS_REFRESH_MS = 60_000;

export type MetricsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; metrics: Metric[] };

/**
 * The sidechain's `market.metrics` rows, read now and every minute. A failed refresh keeps the rows
 * already shown; a failed first read is `failed` until `retry`.
 */
export function useMarketMetrics(refreshMs = METRICS_REFRESH_MS): { state: MetricsState; retry: () => void } {
  const [state, setState] = useState<MetricsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    const load = () =>
      queries.getMetrics().then(
        (metrics) => {
          if (active) setState({ status: 'ready', metrics });
        },
        (error: unknown) => {
          console.error('Failed to load market metrics', error);
          if (active) setState((current) => (current.status === 'ready' ? current : { status: 'failed' }));
        },
      );
    void load();
    const timer = setInterval(() => void load(), refreshMs);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [attempt, refreshMs]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
