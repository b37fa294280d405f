import { sidechain } from '@tdx/api';
import type { SymbolLookup } from '@tdx/controls';
import { dataKeys, defineQuery } from '@tdx/data';

/** Whether `tokens.tokens` has a row for the symbol; asked again by every new reader (a symbol may be taken at any moment). */
export const symbolTakenQuery = defineQuery({
  key: (symbol: string) => [...dataKeys.token(symbol), 'taken'],
  fetch: async (symbol: string): Promise<boolean> => (await sidechain.findOne('tokens', 'tokens', { symbol })) !== null,
});

/** A new token's symbol is looked up among the tokens. */
export const TOKEN_SYMBOL_LOOKUP: SymbolLookup<boolean> = {
  query: symbolTakenQuery,
  isTaken: (taken) => taken,
  takenText: (symbol) => `${symbol} already exists: choose another symbol`,
};
