import type { ContractApi } from '../../chain/contract-api';
import { findToken } from '../shared/token-tables';

/** `"BASE:QUOTE"` → the two symbols (anything after a second colon is ignored, as in the real contract). */
export function splitTokenPair(tokenPair: string): [string, string] {
  const [baseSymbol, quoteSymbol] = tokenPair.split(':');
  return [baseSymbol, quoteSymbol];
}

/** Shared tokenPair checks (reference §5.2); logs the first failing one. */
export function isValidTokenPair(api: ContractApi, tokenPair: unknown): tokenPair is string {
  if (!api.assert(typeof tokenPair === 'string' && tokenPair.includes(':'), 'invalid tokenPair format')) return false;
  const [baseSymbol, quoteSymbol] = splitTokenPair(tokenPair as string);
  return api.assert(baseSymbol !== quoteSymbol, 'tokenPair cannot be the same token')
    && api.assert(findToken(api, baseSymbol), 'baseSymbol does not exist')
    && api.assert(findToken(api, quoteSymbol), 'quoteSymbol does not exist');
}
