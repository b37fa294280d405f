import type BigNumber from 'bignumber.js';
import type { Metric, Token } from '@tdx/contracts';
import {
  hasLiquidity,
  hivePriceOf,
  hiveToUsd,
  pairSymbols,
  poolAmount,
  poolLiquidityHive,
  poolSharePercent,
  positionShares,
  type LiquidityPosition,
  type PoolRow,
} from '../../../shared';

/** One row of the pools table: the pool with what the table shows of it. */
export interface PoolListRow {
  pool: PoolRow;
  tokenPair: string;
  base: string;
  quote: string;
  baseToken: Token | undefined;
  quoteToken: Token | undefined;
  baseReserve: BigNumber;
  quoteReserve: BigNumber;
  /** Quote per base and base per quote as the pool stores them; null for a pool without liquidity. */
  basePrice: BigNumber | null;
  quotePrice: BigNumber | null;
  /** Both reserves at their tokens' last prices, in USD; null when a price is missing. */
  liquidityUsd: BigNumber | null;
  /** The pool's all-time base volume at the base token's price today, in USD; null without a price. */
  volumeUsd: BigNumber | null;
  /** The signed-in user's part of the pool in percent; null for a visitor. */
  share: BigNumber | null;
}

export interface PoolListSources {
  pools: readonly PoolRow[];
  tokens: ReadonlyMap<string, Token>;
  /** Undefined while the metrics are loading (or failed): nothing is valued then. */
  metrics: ReadonlyMap<string, Metric> | undefined;
  hivePrice: number | null;
  /** The user's positions by pair; undefined for a visitor. */
  positions: ReadonlyMap<string, LiquidityPosition> | undefined;
}

/** The table's rows of every pool. */
export function poolListRows({ pools, tokens, metrics, hivePrice, positions }: PoolListSources): PoolListRow[] {
  return pools.map((pool) => {
    const [base, quote] = pairSymbols(pool.tokenPair);
    const funded = hasLiquidity(pool);
    const position = positions?.get(pool.tokenPair);
    const basePriceHive = metrics ? hivePriceOf(metrics, base) : null;
    return {
      pool,
      tokenPair: pool.tokenPair,
      base,
      quote,
      baseToken: tokens.get(base),
      quoteToken: tokens.get(quote),
      baseReserve: poolAmount(pool.baseQuantity),
      quoteReserve: poolAmount(pool.quoteQuantity),
      basePrice: funded ? poolAmount(pool.basePrice) : null,
      quotePrice: funded ? poolAmount(pool.quotePrice) : null,
      liquidityUsd: metrics ? hiveToUsd(poolLiquidityHive(pool, metrics), hivePrice) : null,
      volumeUsd: basePriceHive ? hiveToUsd(poolAmount(pool.baseVolume).times(basePriceHive), hivePrice) : null,
      share: positions ? poolSharePercent(position ? positionShares(position) : poolAmount(0), pool) : null,
    };
  });
}
