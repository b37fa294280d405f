import type BigNumber from 'bignumber.js';
import type { Metric, Token } from '@tdx/contracts';
import { amountsInHive, hiveToUsd, pairSymbols, poolSharePercent, positionShares, withdrawal, type LiquidityPosition, type PoolRow, type Withdrawal } from '../../../shared';
import { rewardPoolsOf, type RewardPool } from './reward-pools';

export interface PositionRow {
  tokenPair: string;
  base: string;
  quote: string;
  baseToken: Token | undefined;
  quoteToken: Token | undefined;
  shares: BigNumber;
  /** Null when the pool is not known (yet). */
  sharePercent: BigNumber | null;
  /** What removing all of the position pays now; null when the pool or a token is not known. */
  withdrawable: Withdrawal | null;
  /** The withdrawable amounts at their tokens' last prices, in USD; null without a price. */
  usd: BigNumber | null;
  rewardPools: RewardPool[];
}

export interface PositionSources {
  positions: ReadonlyMap<string, LiquidityPosition>;
  pools: readonly PoolRow[];
  tokens: ReadonlyMap<string, Token>;
  metrics: ReadonlyMap<string, Metric> | undefined;
  hivePrice: number | null;
  rewardPools: readonly RewardPool[];
}

/** The user's positions, by pair, with what each is worth and withdraws now. */
export function positionRows({ positions, pools, tokens, metrics, hivePrice, rewardPools }: PositionSources): PositionRow[] {
  const poolOf = new Map(pools.map((pool) => [pool.tokenPair, pool]));
  return [...positions.values()]
    .sort((a, b) => (a.tokenPair < b.tokenPair ? -1 : a.tokenPair > b.tokenPair ? 1 : 0))
    .map((position) => {
      const [base, quote] = pairSymbols(position.tokenPair);
      const pool = poolOf.get(position.tokenPair);
      const baseToken = tokens.get(base);
      const quoteToken = tokens.get(quote);
      const shares = positionShares(position);
      const withdrawable = pool && baseToken && quoteToken ? withdrawal(shares, 100, pool, [baseToken.precision, quoteToken.precision]) : null;
      const hive = withdrawable && metrics ? amountsInHive([[withdrawable.base, base], [withdrawable.quote, quote]], metrics) : null;
      return {
        tokenPair: position.tokenPair,
        base,
        quote,
        baseToken,
        quoteToken,
        shares,
        sharePercent: pool ? poolSharePercent(shares, pool) : null,
        withdrawable,
        usd: hiveToUsd(hive, hivePrice),
        rewardPools: rewardPoolsOf(position.tokenPair, rewardPools),
      };
    });
}
