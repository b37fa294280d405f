import { queries } from '@tdx/api';
import type { Metric, Token } from '@tdx/contracts';
import { defineQuery } from '@tdx/data';

/** Every token of the sidechain (all pages of `tokens.tokens`, metadata parsed); the same cache entry as other areas' full token list. */
export const allTokensQuery = defineQuery({
  key: () => ['tokens', 'all'],
  fetch: (): Promise<Token[]> => queries.getTokens(),
  staleTime: 300_000,
});

/** Every `market.metrics` row (all pages), SWAP.HIVE's at 1 HIVE included; a visit a minute later reads them again. */
export const allMetricsQuery = defineQuery({
  key: () => ['metrics', 'all'],
  fetch: (): Promise<Metric[]> => queries.getMetrics(),
  staleTime: 60_000,
});
