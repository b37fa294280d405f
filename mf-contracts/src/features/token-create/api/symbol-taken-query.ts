import { sidechain } from '@tdx/api';
import { dataKeys, defineQuery } from '@tdx/data';

/** Whether `tokens.tokens` has a row for the symbol; asked again by every new reader (a symbol may be taken at any moment). */
export const symbolTakenQuery = defineQuery({
  key: (symbol: string) => [...dataKeys.token(symbol), 'taken'],
  fetch: async (symbol: string): Promise<boolean> => (await sidechain.findOne('tokens', 'tokens', { symbol })) !== null,
});
