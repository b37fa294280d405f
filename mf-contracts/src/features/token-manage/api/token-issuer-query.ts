import { sidechain } from '@tdx/api';
import { dataKeys, defineQuery } from '@tdx/data';

/** Who issues the token now: the account, or null when there is no such token. */
export const tokenIssuerQuery = defineQuery({
  key: (symbol: string) => [...dataKeys.token(symbol), 'issuer'],
  fetch: async (symbol: string): Promise<string | null> => (await sidechain.findOne<{ issuer: string }>('tokens', 'tokens', { symbol }))?.issuer ?? null,
});
