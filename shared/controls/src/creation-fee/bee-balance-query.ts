import { queries } from '@tdx/api';
import { dataKeys, defineQuery } from '@tdx/data';

/** The utility token the contracts' fees are paid in, and its precision. */
export const FEE_SYMBOL = 'BEE';
export const FEE_PRECISION = 8;

/** The account's liquid BEE (a decimal string, '0' without a balance row), read again after each action it signs. */
export const beeBalanceQuery = defineQuery({
  key: (account: string) => [...dataKeys.account(account), 'balance', FEE_SYMBOL],
  fetch: async (account: string): Promise<string> => (await queries.getBalance(account, FEE_SYMBOL))?.balance ?? '0',
});
