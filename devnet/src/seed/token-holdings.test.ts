import BigNumber from 'bignumber.js';
import { DEV_ACCOUNTS } from '../accounts';
import { DAY_MS } from './clock';
import { TEST_SEED_START_MS, atPrecision, expectShape, rowsOf, seedAtScaleOne } from './test-support';

const seed = seedAtScaleOne();
const balances = rowsOf(seed, 'tokens', 'balances');
const pendingUnstakes = rowsOf(seed, 'tokens', 'pendingUnstakes');
const delegations = rowsOf(seed, 'tokens', 'delegations');
const pendingUndelegations = rowsOf(seed, 'tokens', 'pendingUndelegations');
const tokens = new Map(rowsOf(seed, 'tokens', 'tokens').map((row) => [row.symbol as string, row]));
const positive = (value: unknown): boolean => new BigNumber(value as string).gt(0);

describe('dev account token holdings', () => {
  it.each(DEV_ACCOUNTS)('%s holds many tokens, staked, unstaking, delegated and undelegating', (account) => {
    const own = balances.filter((row) => row.account === account);
    expect(own.length).toBeGreaterThanOrEqual(40);
    for (const field of ['balance', 'stake', 'pendingUnstake', 'delegationsIn', 'delegationsOut', 'pendingUndelegations']) {
      expect({ field, held: own.some((row) => positive(row[field])) }).toEqual({ field, held: true });
    }
    expect(pendingUnstakes.filter((row) => row.account === account).length).toBeGreaterThanOrEqual(2);
    expect(delegations.some((row) => row.from === account)).toBe(true);
    expect(delegations.some((row) => row.to === account)).toBe(true);
    expect(pendingUndelegations.some((row) => row.account === account)).toBe(true);
  });
});

describe('tokens.pendingUnstakes', () => {
  it('has the real shape, with the next tranche after the clock start', () => {
    for (const row of pendingUnstakes) {
      expectShape(row, {
        account: 'string', symbol: 'string', quantity: 'string', quantityLeft: 'string', nextTransactionTimestamp: 'number',
        numberTransactionsLeft: 'number', millisecPerPeriod: 'number', txID: 'string',
      });
      const token = tokens.get(row.symbol as string);
      const precision = token?.precision as number;
      expect(row.quantity).toMatch(atPrecision(precision));
      expect(row.txID).toMatch(/^[0-9a-f]{40}$/);
      expect(row.millisecPerPeriod).toBe(Math.floor(((token?.unstakingCooldown as number) * DAY_MS) / (token?.numberTransactions as number)));
      expect(row.nextTransactionTimestamp as number).toBeGreaterThan(TEST_SEED_START_MS);
      expect(row.nextTransactionTimestamp as number).toBeLessThanOrEqual(TEST_SEED_START_MS + (row.millisecPerPeriod as number));
      expect(row.numberTransactionsLeft as number).toBeLessThanOrEqual(token?.numberTransactions as number);
      expect(new BigNumber(row.quantityLeft as string).lte(row.quantity as string)).toBe(true);
    }
  });

  it('matches each balance row\'s pendingUnstake', () => {
    for (const row of balances.filter((balance) => positive(balance.pendingUnstake))) {
      const total = pendingUnstakes
        .filter((unstake) => unstake.account === row.account && unstake.symbol === row.symbol)
        .reduce((sum, unstake) => sum.plus(unstake.quantityLeft as string), new BigNumber(0));
      expect(total.toFixed(tokens.get(row.symbol as string)?.precision as number)).toBe(row.pendingUnstake);
    }
  });
});

describe('tokens.delegations and pendingUndelegations', () => {
  it('have the real shapes and only use delegation-enabled tokens', () => {
    for (const row of delegations) {
      expectShape(row, { from: 'string', to: 'string', symbol: 'string', quantity: 'string', created: 'number', updated: 'number' });
      expect(tokens.get(row.symbol as string)?.delegationEnabled).toBe(true);
      expect(row.from).not.toBe(row.to);
    }
    for (const row of pendingUndelegations) {
      expectShape(row, { account: 'string', symbol: 'string', quantity: 'string', completeTimestamp: 'number', txID: 'string' });
      expect(row.completeTimestamp as number).toBeGreaterThan(TEST_SEED_START_MS);
    }
  });

  it('add up to the balances\' delegationsIn and delegationsOut', () => {
    for (const row of balances) {
      const precision = tokens.get(row.symbol as string)?.precision as number;
      const total = (side: 'from' | 'to') =>
        delegations
          .filter((delegation) => delegation[side] === row.account && delegation.symbol === row.symbol)
          .reduce((sum, delegation) => sum.plus(delegation.quantity as string), new BigNumber(0));
      expect(new BigNumber(row.delegationsOut as string).toFixed(precision)).toBe(total('from').toFixed(precision));
      expect(new BigNumber(row.delegationsIn as string).toFixed(precision)).toBe(total('to').toFixed(precision));
    }
  });
});
