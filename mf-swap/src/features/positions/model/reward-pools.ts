/** A `mining.pools` row of the fields shown for a liquidity pool's reward lottery. */
export interface RewardPool {
  id: string;
  minedToken: string;
  lotteryWinners: number;
  lotteryIntervalHours: number;
  lotteryAmount: string;
  active: boolean;
  /** Milliseconds. */
  nextLotteryTimestamp?: number;
}

/** The part of the id of every reward pool `marketpools.createRewardPool` makes. */
export const REWARD_POOL_MARK = ':EXT-';

/** The mining pool id a pair's reward pool of `minedToken` gets: `<minedToken>:EXT-<BASEQUOTE without the colon>`. */
export const rewardPoolId = (minedToken: string, tokenPair: string) => `${minedToken}${REWARD_POOL_MARK}${tokenPair.replace(':', '')}`;

/** The reward pools attached to a pair. */
export function rewardPoolsOf(tokenPair: string, pools: readonly RewardPool[]): RewardPool[] {
  return pools.filter((pool) => typeof pool.minedToken === 'string' && pool.id === rewardPoolId(pool.minedToken, tokenPair));
}
