import { hive } from '@tdx/api';
import { dataKeys, defineQuery } from '@tdx/data';

/** Whether the Hive node knows an account of that name (`condenser_api.get_accounts`). */
export const hiveAccountExists = defineQuery({
  key: (name: string) => [...dataKeys.account(name), 'hive-account'],
  fetch: async (name: string) => (await hive.getAccounts([name])).some((account) => account.name === name),
});
