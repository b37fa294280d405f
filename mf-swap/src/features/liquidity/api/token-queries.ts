import { queries } from '@tdx/api';
import type { Token } from '@tdx/contracts';
import { dataKeys, defineQuery } from '@tdx/data';

/** Every token of the sidechain: what a new pool may pair (read while the picker is open). */
export const allTokensQuery = defineQuery({
  key: () => ['tokens', 'all'],
  fetch: (): Promise<Token[]> => queries.getTokens(),
  staleTime: 300_000,
});

/** One token's definition, null when the sidechain has no such token. */
export const tokenQuery = defineQuery({
  key: (symbol: string) => [...dataKeys.token(symbol), 'definition'],
  fetch: (symbol: string) => queries.getToken(symbol),
  staleTime: 300_000,
});
