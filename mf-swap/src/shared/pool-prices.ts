import BigNumber from 'bignumber.js';
import { queries, readBySymbolSlices } from '@tdx/api';
import type { Metric } from '@tdx/contracts';
import { defineQuery, fetchData } from '@tdx/data';
import { pairSymbols, poolAmount, type PoolRow } from './pool';
import { POOLS_KEY, poolsQuery } from './pool-queries';

/** `market.metrics` rows of every pooled token, by symbol (SWAP.HIVE always there, at 1); under `POOLS_KEY`, so a new pool's tokens come with it. */
export const poolMetricsQuery = defineQuery({
  key: () => [...POOLS_KEY, 'metrics'],
  fetch: async (): Promise<ReadonlyMap<string, Metric>> => {
    const pools = await fetchData(poolsQuery, undefined);
    const symbols = [...new Set(pools.flatMap((pool) => pairSymbols(pool.tokenPair)))];
    const metrics = await readBySymbolSlices(symbols, queries.getMetrics);
    return new Map(metrics.map((metric) => [metric.symbol, metric]));
  },
  staleTime: 60_000,
});

/** A token's worth in HIVE: the order book's last price (SWAP.HIVE is 1); null without a trade. */
export function hivePriceOf(metrics: ReadonlyMap<string, Metric>, symbol: string): BigNumber | null {
  const metric = metrics.get(symbol);
  const price = poolAmount(metric?.lastPrice);
  return price.gt(0) ? price : null;
}

/** Both reserves valued at their last prices, in HIVE; null when either token has no price. */
export function poolLiquidityHive(pool: PoolRow, metrics: ReadonlyMap<string, Metric>): BigNumber | null {
  const [base, quote] = pairSymbols(pool.tokenPair);
  return amountsInHive([[poolAmount(pool.baseQuantity), base], [poolAmount(pool.quoteQuantity), quote]], metrics);
}

/** The sum of token amounts in HIVE; null when one of the tokens has no price. */
export function amountsInHive(amounts: ReadonlyArray<readonly [BigNumber, string]>, metrics: ReadonlyMap<string, Metric>): BigNumber | null {
  let sum = new BigNumber(0);
  for (const [amount, symbol] of amounts) {
    const price = hivePriceOf(metrics, symbol);
    if (price === null) return null;
    sum = sum.plus(amount.times(price));
  }
  return sum;
}

/** HIVE in USD; null while the HIVE price is unknown. */
export function hiveToUsd(hive: BigNumber | null, hivePrice: number | null): BigNumber | null {
  return hive === null || hivePrice === null ? null : hive.times(hivePrice);
}
