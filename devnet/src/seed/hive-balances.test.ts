import { DEV_ACCOUNTS, SYSTEM_ACCOUNT } from '../accounts';
import { atPrecision, seedAtScaleOne } from './test-support';

const { hiveBalances } = seedAtScaleOne();

describe('Hive balances', () => {
  it('give every dev account, the peg and the market accounts HIVE and HBD with 3 decimals', () => {
    const accounts = hiveBalances.map((balance) => balance.account);
    for (const account of [...DEV_ACCOUNTS, SYSTEM_ACCOUNT.hivePeg, SYSTEM_ACCOUNT.nftMarket, SYSTEM_ACCOUNT.nftMint]) {
      expect(accounts).toContain(account);
    }
    for (const balance of hiveBalances) {
      expect(balance.hive).toMatch(atPrecision(3));
      expect(balance.hbd).toMatch(atPrecision(3));
    }
    expect(new Set(accounts).size).toBe(accounts.length);
  });

  it('give the dev accounts something to spend', () => {
    for (const balance of hiveBalances.filter(({ account }) => (DEV_ACCOUNTS as readonly string[]).includes(account))) {
      expect(Number(balance.hive)).toBeGreaterThan(1000);
      expect(Number(balance.hbd)).toBeGreaterThan(100);
    }
  });
});
