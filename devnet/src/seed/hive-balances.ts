import type { SeedHiveBalance } from '../chain/seed-api';
import { DEV_ACCOUNTS, SYSTEM_ACCOUNT, SYSTEM_ACCOUNTS } from '../accounts';
import { NFT_PROJECT_ACCOUNTS } from './accounts';
import { fixed, logUniform } from './rows';
import type { SeedContext } from './seed-context';
import { WHALE_ACCOUNT } from './whale';

const HIVE_PRECISION = 3;

/** HIVE and HBD on the main chain: generous for dev accounts, plenty for the peg, some for users. */
export function seedHiveBalances(context: SeedContext): SeedHiveBalance[] {
  const random = context.randomFor('hive-balances');
  const devBalances = DEV_ACCOUNTS.map((account, index) => ({
    account,
    hive: fixed(10_000 - index * 1_500 + 0.123, HIVE_PRECISION),
    hbd: fixed(1_000 - index * 150 + 0.456, HIVE_PRECISION),
  }));
  const systemAccounts = [...SYSTEM_ACCOUNTS.filter((account) => account !== SYSTEM_ACCOUNT.burn), ...NFT_PROJECT_ACCOUNTS];
  const systemBalances = systemAccounts.map((account) => ({
    account,
    hive: fixed(account === SYSTEM_ACCOUNT.hivePeg ? 2_500_000 : 5_000, HIVE_PRECISION),
    hbd: fixed(account === SYSTEM_ACCOUNT.hivePeg ? 250_000 : 500, HIVE_PRECISION),
  }));
  const userBalances = context.users.map((account) => ({
    account,
    hive: fixed(logUniform(random, 0.5, 20_000), HIVE_PRECISION),
    hbd: fixed(logUniform(random, 0.001, 500), HIVE_PRECISION),
  }));
  const whaleBalance = { account: WHALE_ACCOUNT, hive: fixed(50_000, HIVE_PRECISION), hbd: fixed(5_000, HIVE_PRECISION) };
  return [...devBalances, ...systemBalances, ...userBalances, whaleBalance];
}
