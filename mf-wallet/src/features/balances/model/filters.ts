import BigNumber from 'bignumber.js';
import { chainAmount } from '../../../shared';
import type { ValuedRow } from './valuation';

export const SORT_KEYS = ['value', 'symbol', 'balance', 'stake', 'change'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export interface RowFilter {
  search: string;
  hideSmall: boolean;
}

/** Every row shown: what "Clear filters" goes back to. */
export const NO_ROW_FILTER: RowFilter = { search: '', hideSmall: false };

/** Balances worth less than this (in USD) are "small". */
export const SMALL_BALANCE_USD = new BigNumber('0.01');

/** Small: priced under one cent, or nothing at all held. Unpriced holdings are never small. */
function isSmall(row: ValuedRow): boolean {
  return row.usdValue ? row.usdValue.isLessThan(SMALL_BALANCE_USD) : row.quantity.isZero();
}

/** Rows whose symbol or name contains the search text (any case), without small ones when asked. */
export function filterRows(rows: readonly ValuedRow[], { search, hideSmall }: RowFilter): ValuedRow[] {
  const needle = search.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (needle === '' || row.symbol.toLowerCase().includes(needle) || row.token.name.toLowerCase().includes(needle)) &&
      !(hideSmall && isSmall(row)),
  );
}

type Measure = (row: ValuedRow) => BigNumber | null;

const MEASURES: Record<Exclude<SortKey, 'symbol'>, Measure> = {
  value: (row) => row.usdValue,
  balance: (row) => chainAmount(row.balance.balance),
  stake: (row) => row.stake.available.plus(row.stake.locked),
  change: (row) => row.change,
};

/** Missing measures (no price, no change) go last in either direction; ties by symbol. */
function compareMeasured(measure: Measure, direction: SortDirection) {
  return (a: ValuedRow, b: ValuedRow): number => {
    const left = measure(a);
    const right = measure(b);
    if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
    const order = left.comparedTo(right) ?? 0;
    return direction === 'asc' ? order : -order;
  };
}

export function sortRows(rows: readonly ValuedRow[], key: SortKey, direction: SortDirection): ValuedRow[] {
  const bySymbol = (a: ValuedRow, b: ValuedRow) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0);
  if (key === 'symbol') return [...rows].sort((a, b) => (direction === 'asc' ? bySymbol(a, b) : bySymbol(b, a)));
  const compare = compareMeasured(MEASURES[key], direction);
  return [...rows].sort((a, b) => compare(a, b) || bySymbol(a, b));
}
