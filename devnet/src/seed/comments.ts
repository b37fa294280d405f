import type { Row } from '../chain/contract-api';
import type { SeedTable } from '../chain/seed-api';
import { DEV_ACCOUNTS } from '../accounts';
import { DAY_MS, HOUR_MS } from './clock';
import { fixed, seedTable } from './rows';
import type { SeedContext } from './seed-context';

const MAX_VOTING_POWER = 10_000;

interface RewardPoolPlan {
  symbol: string;
  rewardPool: string;
  tags: string[];
  rewardPerInterval: string;
  active: boolean;
}

const REWARD_POOLS: RewardPoolPlan[] = [
  { symbol: 'HONEY', rewardPool: '125000', tags: ['honey', 'bees', 'hive-engine'], rewardPerInterval: '1.5', active: true },
  { symbol: 'GAMER', rewardPool: '48000', tags: ['gaming', 'gamer'], rewardPerInterval: '0.75', active: true },
  { symbol: 'ARCADE', rewardPool: '900000', tags: ['arcade'], rewardPerInterval: '30', active: false },
];

/** Token reward pools for posts tagged on Hive ("SMT"), and the dev accounts' voting power in them. */
export function seedComments(context: SeedContext): SeedTable[] {
  const random = context.randomFor('comments');
  const created = context.startMs - 120 * DAY_MS;
  const pools: Row[] = REWARD_POOLS.map((plan, index) => {
    const rewardPool = fixed(plan.rewardPool, context.token(plan.symbol).precision);
    context.ledger.addToContract('comments', plan.symbol, rewardPool);
    return {
      _id: index + 1,
      symbol: plan.symbol,
      rewardPool,
      lastRewardTimestamp: context.startMs - 3000,
      lastClaimDecayTimestamp: context.startMs - 3000,
      createdTimestamp: created,
      lastRewardReductionTimestamp: created,
      config: {
        postRewardCurve: 'power',
        postRewardCurveParameter: '1.05',
        curationRewardCurve: 'power',
        curationRewardCurveParameter: '0.5',
        curationRewardPercentage: 50,
        cashoutWindowDays: 7,
        rewardPerInterval: plan.rewardPerInterval,
        rewardIntervalSeconds: 3,
        voteRegenerationDays: 5,
        downvoteRegenerationDays: 5,
        stakedRewardPercentage: 50,
        votePowerConsumption: 200,
        downvotePowerConsumption: 2000,
        tags: plan.tags,
        disableDownvote: false,
        ignoreDeclinePayout: false,
      },
      pendingClaims: '0',
      active: plan.active,
    };
  });
  const votingPower = pools.flatMap((pool) =>
    DEV_ACCOUNTS.map((account) => ({
      rewardPoolId: pool._id,
      account,
      votingPower: random.int(2_000, MAX_VOTING_POWER),
      downvotingPower: MAX_VOTING_POWER,
      lastVoteTimestamp: context.startMs - random.int(1, 200) * HOUR_MS,
    })),
  );
  return [
    seedTable('comments', { name: 'rewardPools', indexes: ['config.tags', 'lastClaimDecayTimestamp'] }, pools),
    seedTable('comments', { name: 'votingPower', primaryKey: ['rewardPoolId', 'account'] }, votingPower),
    seedTable('comments', { name: 'params' }, [{
      setupFee: '1000', updateFee: '20', maxPoolsPerPost: 20, maxTagsPerPool: 5, maintenanceTokensPerBlock: 2,
      lastMaintenanceBlock: 0, maxPostsProcessedPerRound: 20, voteQueryLimit: 100, maxVotesProcessedPerRound: 100, lastProcessedPoolId: 0,
    }]),
  ];
}
