import { sidechain } from '@tdx/api';
import { defineQuery } from '@tdx/data';
import { REWARD_POOL_MARK, type RewardPool } from '../model/reward-pools';

/** Every `mining` pool rewarding liquidity providers (ids `<minedToken>:EXT-<pair>`). */
export const rewardPoolsQuery = defineQuery({
  key: () => ['mining', 'liquidity-reward-pools'],
  fetch: () => sidechain.findAll<RewardPool & { _id: number }>('mining', 'pools', { id: { $regex: REWARD_POOL_MARK } }),
  staleTime: 60_000,
});
