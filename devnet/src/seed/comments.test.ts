import { DEV_ACCOUNTS } from '../accounts';
import { expectShape, rowsOf, seedAtScaleOne, tableOf } from './test-support';

const seed = seedAtScaleOne();

describe('comments contract', () => {
  it('has reward pools for staking-enabled tokens with the real shape', () => {
    const staking = new Set(rowsOf(seed, 'tokens', 'tokens').filter((row) => row.stakingEnabled).map((row) => row.symbol));
    for (const pool of rowsOf(seed, 'comments', 'rewardPools')) {
      expectShape(pool, {
        _id: 'number', symbol: 'string', rewardPool: 'string', lastRewardTimestamp: 'number', lastClaimDecayTimestamp: 'number',
        createdTimestamp: 'number', lastRewardReductionTimestamp: 'number', config: 'object', pendingClaims: 'string', active: 'boolean',
      });
      expect(staking.has(pool.symbol)).toBe(true);
      expect((pool.config as { tags: string[] }).tags.length).toBeLessThanOrEqual(5);
    }
    expect(tableOf(seed, 'comments', 'rewardPools').spec.indexes).toEqual(['config.tags', 'lastClaimDecayTimestamp']);
  });

  it('tracks the dev accounts\' voting power per pool (0–10000)', () => {
    const power = rowsOf(seed, 'comments', 'votingPower');
    for (const account of DEV_ACCOUNTS) expect(power.some((row) => row.account === account)).toBe(true);
    for (const row of power) expect(row.votingPower as number).toBeLessThanOrEqual(10_000);
  });
});
