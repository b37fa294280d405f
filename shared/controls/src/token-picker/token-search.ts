/** Matches shown at once; typing narrows the list. */
const SHOWN_MATCHES = 50;

/** What a token needs to be searched: its symbol and name. */
export interface NamedToken {
  symbol: string;
  name: string;
}

/** A token ready for searching: the list is sorted by symbol and each name upper-cased once, not per keystroke. */
export interface SearchableToken<T extends NamedToken> {
  token: T;
  upperName: string;
}

/**
 * The tokens in symbol order, those the user holds (`held`) first, each with its upper-cased name.
 * Symbols are upper-case letters, digits and one dot, so comparing code units sorts them alphabetically.
 */
export function searchableTokens<T extends NamedToken>(tokens: readonly T[], held: (symbol: string) => boolean = () => false): SearchableToken<T>[] {
  const bySymbol = (a: T, b: T) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0);
  return [...tokens]
    .sort((a, b) => Number(held(b.symbol)) - Number(held(a.symbol)) || bySymbol(a, b))
    .map((token) => ({ token, upperName: token.name.toUpperCase() }));
}

/**
 * The first matches of symbol or name, without case: the exact symbol, then symbols starting with
 * the search, then the rest, each group in symbol order. One pass over a list of any length (a
 * chain has thousands of tokens), no sort per keystroke.
 */
export function matchTokens<T extends NamedToken>(searchable: readonly SearchableToken<T>[], search: string): T[] {
  const needle = search.trim().toUpperCase();
  const exact: T[] = [];
  const prefixed: T[] = [];
  const others: T[] = [];
  for (const { token, upperName } of searchable) {
    if (token.symbol === needle) exact.push(token);
    else if (token.symbol.startsWith(needle)) {
      if (prefixed.length < SHOWN_MATCHES) prefixed.push(token);
    } else if (others.length < SHOWN_MATCHES && (token.symbol.includes(needle) || upperName.includes(needle))) others.push(token);
  }
  return [...exact, ...prefixed, ...others].slice(0, SHOWN_MATCHES);
}
