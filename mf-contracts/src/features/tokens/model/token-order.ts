import type { TokenFigure, TokenListRow } from './token-rows';

export const TOKEN_SORT_KEYS = ['symbol', 'price', 'change', 'volume', 'marketCap', 'supply', 'issuer'] as const;
export type TokenSortKey = (typeof TOKEN_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export interface TokenOrder {
  key: TokenSortKey;
  direction: SortDirection;
}

/** The busiest markets first, as the earlier front ends list them. */
export const DEFAULT_TOKEN_ORDER: TokenOrder = { key: 'volume', direction: 'desc' };

const TEXT_KEYS = { symbol: 'symbolKey', issuer: 'issuerKey' } as const;
type TextSortKey = keyof typeof TEXT_KEYS;

const isTextKey = (key: TokenSortKey): key is TextSortKey => key in TEXT_KEYS;

export function isTokenSortKey(value: string): value is TokenSortKey {
  return (TOKEN_SORT_KEYS as readonly string[]).includes(value);
}

/** A header pressed again turns its order round; another header starts A→Z for text, largest first for figures. */
export function nextOrder(current: TokenOrder, key: TokenSortKey): TokenOrder {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: isTextKey(key) ? 'asc' : 'desc' };
}

export interface TokenFilter {
  search: string;
  favouritesOnly: boolean;
  favourites: ReadonlySet<string>;
}

/** Rows whose symbol or name contains the search text (any case, taken literally), only favourites when asked. */
export function filterTokens(rows: readonly TokenListRow[], { search, favouritesOnly, favourites }: TokenFilter): readonly TokenListRow[] {
  const needle = search.trim().toLowerCase();
  if (needle === '' && !favouritesOnly) return rows;
  return rows.filter((row) => (!favouritesOnly || favourites.has(row.symbol)) && (needle === '' || row.symbolKey.includes(needle) || row.nameKey.includes(needle)));
}

const compareText = (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0);
const bySymbol = (a: TokenListRow, b: TokenListRow) => compareText(a.symbol, b.symbol);

function compareFigures(figure: TokenFigure, sign: number) {
  return (a: TokenListRow, b: TokenListRow): number => {
    const left = a.figures[figure];
    const right = b.figures[figure];
    if (left === null || right === null) return left === right ? bySymbol(a, b) : left === null ? 1 : -1;
    return sign * (left - right) || bySymbol(a, b);
  };
}

/** Sorted by one column; rows without that figure (no price, no change) go last either way; ties by symbol. */
export function sortTokens(rows: readonly TokenListRow[], { key, direction }: TokenOrder): TokenListRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  if (isTextKey(key)) {
    const field = TEXT_KEYS[key];
    return [...rows].sort((a, b) => sign * compareText(a[field], b[field]) || bySymbol(a, b));
  }
  return [...rows].sort(compareFigures(key, sign));
}
