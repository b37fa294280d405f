import type BigNumber from 'bignumber.js';
import type { PoolListRow } from './pool-list';

export const POOL_SORT_KEYS = ['liquidity', 'pair', 'baseReserve', 'quoteReserve', 'price', 'volume', 'share'] as const;
export type PoolSortKey = (typeof POOL_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export const POOL_SORT_LABELS: Record<PoolSortKey, string> = {
  liquidity: 'Liquidity',
  pair: 'Pair',
  baseReserve: 'Base reserve',
  quoteReserve: 'Quote reserve',
  price: 'Price',
  volume: 'All-time volume',
  share: 'Your share',
};

const MEASURES: Record<Exclude<PoolSortKey, 'pair'>, (row: PoolListRow) => BigNumber | null> = {
  liquidity: (row) => row.liquidityUsd,
  baseReserve: (row) => row.baseReserve,
  quoteReserve: (row) => row.quoteReserve,
  price: (row) => row.basePrice,
  volume: (row) => row.volumeUsd,
  share: (row) => row.share,
};

const byPair = (a: PoolListRow, b: PoolListRow) => (a.tokenPair < b.tokenPair ? -1 : a.tokenPair > b.tokenPair ? 1 : 0);

/** Pools with a token whose symbol contains the search (any case). */
export function searchPools(rows: readonly PoolListRow[], search: string): PoolListRow[] {
  const needle = search.trim().toUpperCase();
  return needle === '' ? [...rows] : rows.filter((row) => row.base.includes(needle) || row.quote.includes(needle));
}

/** Sorted by one column; rows without a figure (no price, empty pool) go last either way, ties by pair. */
export function sortPools(rows: readonly PoolListRow[], key: PoolSortKey, direction: SortDirection): PoolListRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  if (key === 'pair') return [...rows].sort((a, b) => sign * byPair(a, b));
  const measure = MEASURES[key];
  return [...rows].sort((a, b) => {
    const left = measure(a);
    const right = measure(b);
    if (left === null || right === null) return left === right ? byPair(a, b) : left === null ? 1 : -1;
    return sign * (left.comparedTo(right) ?? 0) || byPair(a, b);
  });
}
