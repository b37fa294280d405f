import { sidechain } from '@tdx/api';
import { dataKeys, defineQuery } from '@tdx/data';

export interface PackHolder {
  account: string;
  symbols: readonly string[];
}

/** The account's balance of each pack token (symbol → balance; held ones only), read again after each action it signs. */
export const packBalancesQuery = defineQuery({
  key: ({ account, symbols }: PackHolder) => [...dataKeys.account(account), 'pack-balances', ...symbols],
  fetch: async ({ account, symbols }: PackHolder): Promise<Map<string, string>> => {
    if (symbols.length === 0) return new Map();
    const rows = await sidechain.find<{ symbol: string; balance: string }>('tokens', 'balances', { account, symbol: { $in: [...symbols] } }, { limit: 1000 });
    return new Map(rows.map((row) => [row.symbol, row.balance]));
  },
});
