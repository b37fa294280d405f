import BigNumber from 'bignumber.js';
import { buildSeed } from './index';
import { WHALE_ACCOUNT } from './whale';

describe('whale seed', () => {
  it('gives the whale a positive balance of every token and a Hive account', () => {
    const seed = buildSeed({ scale: 1, startMs: Date.UTC(2026, 0, 1) });
    const tokens = seed.tables.find((table) => table.contract === 'tokens' && table.spec.name === 'tokens')?.rows ?? [];
    const balances = (seed.tables.find((table) => table.contract === 'tokens' && table.spec.name === 'balances')?.rows ?? []).filter(
      (row) => row.account === WHALE_ACCOUNT,
    );
    expect(balances).toHaveLength(tokens.length);
    expect(balances.every((row) => new BigNumber(String(row.balance)).isGreaterThan(0))).toBe(true);
    expect(seed.hiveBalances.some((balance) => balance.account === WHALE_ACCOUNT)).toBe(true);
  });
});
