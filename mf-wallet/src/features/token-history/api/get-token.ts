import { dataKeys, defineQuery } from '@tdx/data';
import { queries } from '@tdx/api';
import type { Token } from '@tdx/contracts';

/** The token of a history page from the sidechain; null when there is no such token. */
export async function getToken(symbol: string): Promise<Token | null> {
  const [token] = await queries.getTokens({ symbol });
  return token ?? null;
}

export const tokenQuery = defineQuery({ key: (symbol: string) => dataKeys.token(symbol), fetch: getToken });
