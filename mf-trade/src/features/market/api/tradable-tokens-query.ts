import { queries } from '@tdx/api';
import type { Token } from '@tdx/contracts';
import { defineQuery } from '@tdx/data';
import { HIVE_SYMBOL } from './market-api';

/** The tokens with a market: all but SWAP.HIVE (the picker leaves out deprecated and disabled ones). */
export const tradableTokensQuery = defineQuery<void, Token[]>({
  key: () => ['tokens', 'tradable'],
  fetch: async () => (await queries.getTokens()).filter((token) => token.symbol !== HIVE_SYMBOL),
});
