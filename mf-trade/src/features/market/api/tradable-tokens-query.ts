import { queries } from '@tdx/api';
import type { Token } from '@tdx/contracts';
import { defineQuery } from '@tdx/data';
import { selectableTokens } from '@tdx/settings';
import { HIVE_SYMBOL } from './market-api';

/** The tokens the market selector offers: not SWAP.HIVE, not deprecated, not disabled. */
export const tradableTokensQuery = defineQuery<void, Token[]>({
  key: () => ['tokens', 'tradable'],
  fetch: async () => selectableTokens(await queries.getTokens()).filter((token) => token.symbol !== HIVE_SYMBOL),
});
