import { dataKeys, defineQuery } from '@tdx/data';
import { hive } from '@tdx/api';

/** The liquid HIVE of an account on the Hive chain (`"123.456 HIVE"` → `"123.456"`). */
export async function getHiveBalance(account: string): Promise<string> {
  const [found] = await hive.getAccounts([account]);
  const amount = found?.balance.split(' ')[0];
  if (!amount) throw new Error(`Hive account ${account} not found`);
  return amount;
}

export const hiveBalanceQuery = defineQuery({ key: (account: string) => [...dataKeys.account(account), 'hive-balance'], fetch: getHiveBalance });
