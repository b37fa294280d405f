import BigNumber from 'bignumber.js';
import { DEV_ACCOUNTS } from '../accounts';
import type { HistoryEntry } from '../services/history/history-types';
import { SEEDED_HISTORY_STATE_KEY } from '../services/history/seeded-history';
import { DAY_MS, toSeconds } from './clock';
import { POOL_TRANSACTIONS_PER_ACCOUNT } from './pool-history';
import { atPrecision, rowsOf, seedAtScaleOne, TEST_SEED_START_MS } from './test-support';

const seed = seedAtScaleOne();
const history = (seed.serviceState?.[SEEDED_HISTORY_STATE_KEY] as { rows: HistoryEntry[] }).rows;
const pools = new Map(rowsOf(seed, 'marketpools', 'pools').map((pool) => [pool.tokenPair as string, pool]));
const positions = rowsOf(seed, 'marketpools', 'liquidityPositions');
const precisionOf = new Map(rowsOf(seed, 'tokens', 'tokens').map((row) => [row.symbol as string, row.precision as number]));
const POOL_PARTY = 'contract_marketpools';

function transactionsOf(account: string): HistoryEntry[][] {
  const byId = new Map<string, HistoryEntry[]>();
  for (const row of history.filter((entry) => entry.account === account)) byId.set(row.transactionId, [...(byId.get(row.transactionId) ?? []), row]);
  return [...byId.values()];
}

describe('seeded pool history', () => {
  it('gives every dev account its swaps, deposits and withdrawals, two rows each', () => {
    for (const account of DEV_ACCOUNTS) {
      const transactions = transactionsOf(account);
      expect(transactions).toHaveLength(POOL_TRANSACTIONS_PER_ACCOUNT);
      for (const rows of transactions) expect(rows).toHaveLength(2);
    }
    expect(new Set(history.map((row) => row.operation))).toEqual(new Set(['marketpools_swapTokens', 'marketpools_addLiquidity', 'marketpools_removeLiquidity']));
  });

  it('has the history API’s shape, in the month before the start', () => {
    const start = toSeconds(TEST_SEED_START_MS);
    for (const row of history) {
      expect(row).toEqual({
        blockNumber: 0, transactionId: expect.stringMatching(/^[0-9a-f]{40}$/), timestamp: expect.any(Number), account: expect.any(String),
        operation: row.operation, from: expect.any(String), to: expect.any(String), symbol: expect.any(String), quantity: expect.any(String), memo: null,
      });
      expect(row.timestamp).toBeLessThan(start);
      expect(row.timestamp).toBeGreaterThanOrEqual(start - toSeconds(30 * DAY_MS));
      expect(row.quantity).toMatch(atPrecision(precisionOf.get(row.symbol as string) ?? -1));
      expect(new BigNumber(row.quantity as string).gt(0)).toBe(true);
    }
  });

  it('moves the two tokens of an existing pool: a swap pays one in and gets the other out, no more than the pool’s formula gives', () => {
    for (const account of DEV_ACCOUNTS) {
      for (const [paid, received] of transactionsOf(account).filter(([row]) => row.operation === 'marketpools_swapTokens')) {
        expect([paid.from, paid.to, received.from, received.to]).toEqual([account, POOL_PARTY, POOL_PARTY, account]);
        const pool = pools.get(`${paid.symbol}:${received.symbol}`) ?? pools.get(`${received.symbol}:${paid.symbol}`);
        expect(pool).toBeDefined();
        const [reserveIn, reserveOut] = pool?.tokenPair === `${paid.symbol}:${received.symbol}` ? [pool.baseQuantity, pool.quoteQuantity] : [pool?.quoteQuantity, pool?.baseQuantity];
        const withFee = new BigNumber(paid.quantity as string).times('0.9975');
        expect(new BigNumber(received.quantity as string).lte(withFee.times(reserveOut as string).div(withFee.plus(reserveIn as string)))).toBe(true);
      }
    }
  });

  it('deposits into and withdraws from pools the account has a position in', () => {
    for (const account of DEV_ACCOUNTS) {
      const own = new Set(positions.filter((position) => position.account === account).map((position) => position.tokenPair));
      for (const rows of transactionsOf(account).filter(([row]) => row.operation !== 'marketpools_swapTokens')) {
        const into = rows[0].operation === 'marketpools_addLiquidity';
        expect(rows.map((row) => [row.from, row.to])).toEqual(Array(2).fill(into ? [account, POOL_PARTY] : [POOL_PARTY, account]));
        expect(own.has(rows.map((row) => row.symbol).join(':'))).toBe(true);
      }
    }
  });
});
