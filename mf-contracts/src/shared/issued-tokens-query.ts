import { queries } from '@tdx/api';
import type { Token } from '@tdx/contracts';
import { dataKeys, defineQuery } from '@tdx/data';

/**
 * The tokens the account issues (`tokens.tokens` with `issuer` = account), by symbol. Under the
 * account's key: every action the issuer signs (create, issue, an edit, a transfer of ownership)
 * reads it again once the chain took it.
 */
export const issuedTokensQuery = defineQuery({
  key: (account: string) => [...dataKeys.account(account), 'issued-tokens'],
  fetch: async (account: string): Promise<Token[]> => {
    const tokens = await queries.getTokens({ issuer: account });
    return tokens.sort((a, b) => a.symbol.localeCompare(b.symbol));
  },
});
