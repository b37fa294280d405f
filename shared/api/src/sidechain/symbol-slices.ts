import type { Query } from './types';

/** A node's page: a slice of symbols of a table with one row per symbol is answered by one request. */
const SYMBOLS_PER_QUERY = 1000;

/**
 * Rows of a table for many symbols: `read` is given `{symbol: {$in: slice}}` for slices of at most
 * a page of symbols, one slice after another. A whale's wallet holds thousands of tokens; one query
 * with all of them would carry every symbol in each of its pages' requests.
 */
export async function readBySymbolSlices<T>(symbols: readonly string[], read: (query: Query) => Promise<T[]>, sliceSize = SYMBOLS_PER_QUERY): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; start < symbols.length; start += sliceSize) {
    rows.push(...(await read({ symbol: { $in: symbols.slice(start, start + sliceSize) } })));
  }
  return rows;
}
