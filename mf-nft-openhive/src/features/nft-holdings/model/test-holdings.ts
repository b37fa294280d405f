import type { Holding } from './holdings';

/** A holding for the models' tests, with `fields` over plain defaults. */
export function holding(symbol: string, id: string | number, fields: Partial<Holding> = {}): Holding {
  return {
    key: `${symbol}:${id}`,
    symbol,
    id: String(id),
    properties: '',
    lockedTokens: {},
    lockedText: '',
    delegation: null,
    delegationText: '',
    soulBound: false,
    container: false,
    ...fields,
  };
}

export const many = (symbol: string, count: number, from = 1): Holding[] => Array.from({ length: count }, (_, index) => holding(symbol, from + index));
