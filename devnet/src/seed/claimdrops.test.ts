import BigNumber from 'bignumber.js';
import { TEST_SEED_START_MS, expectShape, rowsOf, seedAtScaleOne } from './test-support';

const seed = seedAtScaleOne();
const drops = rowsOf(seed, 'claimdrops', 'claimdrops');

describe('claimdrops contract', () => {
  it('has open drops with either a limit or a list', () => {
    for (const drop of drops) {
      expectShape(
        drop,
        {
          claimdropId: 'string', symbol: 'string', price: 'string', remainingPool: 'string', remainingClaims: 'number', claims: 'array',
          expiry: 'number', owner: 'string', ownerType: 'string', sender: 'string',
        },
        { limit: 'string', list: 'array' },
      );
      expect('limit' in drop !== 'list' in drop).toBe(true);
      expect(drop.expiry as number).toBeGreaterThan(TEST_SEED_START_MS);
    }
  });

  it('keeps the remaining pools in the claimdrops contract', () => {
    const balances = rowsOf(seed, 'tokens', 'contractsBalances').filter((row) => row.account === 'claimdrops');
    for (const drop of drops) {
      const pooled = drops.filter((other) => other.symbol === drop.symbol).reduce((sum, other) => sum.plus(other.remainingPool as string), new BigNumber(0));
      const held = balances.find((row) => row.symbol === drop.symbol)?.balance as string;
      expect(new BigNumber(held).eq(pooled)).toBe(true);
    }
  });
});
