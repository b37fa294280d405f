import type BigNumber from 'bignumber.js';
import type { IndexSort, Row, TableSpec } from './contract-api';
import { valuesAtPath } from './query';
import { compareValues, numericValue } from './values';

export interface SortKey {
  path: string[];
  descending: boolean;
}

const ID_ASCENDING: SortKey = { path: ['_id'], descending: false };

/**
 * The node's sort rules (reference §2.3): every entry must name an index of the table (plain field
 * index, named compound index, `_id` or `$loki`), otherwise the whole sort falls back to `_id`
 * ascending; `_id` ascending is always the final tie-breaker.
 */
export function sortKeysFor(indexes: IndexSort[] | undefined, spec: TableSpec): SortKey[] {
  const keys: SortKey[] = [];
  for (const { index, descending } of indexes ?? []) {
    const fields = fieldsOfIndex(index, spec);
    if (!fields) return [ID_ASCENDING];
    keys.push(...fields.map((field) => ({ path: field.split('.'), descending: Boolean(descending) })));
  }
  return [...keys, ID_ASCENDING];
}

function fieldsOfIndex(index: string, spec: TableSpec): string[] | null {
  if (index === '_id' || index === '$loki') return ['_id'];
  if (spec.indexes?.includes(index)) return [index];
  return spec.compoundIndexes?.[index] ?? null;
}

/** One sort value, with its number parsed once (a 10,000-row sort compares each value ~14 times). */
interface SortValue {
  value: unknown;
  number: BigNumber | undefined;
}

function sortValueOf(row: Row, path: string[]): SortValue {
  const value = valuesAtPath(row, path)[0];
  return { value, number: numericValue(value) };
}

/** Same order as `compareValues` on the raw values. */
function compareSortValues(a: SortValue, b: SortValue): number {
  if (a.number && b.number) return a.number.comparedTo(b.number) ?? 0;
  return compareValues(a.value, b.value);
}

/** The rows ordered by `keys` (a new array; the sort is stable, as the input order decides exact ties). */
export function sortRows(rows: Row[], keys: SortKey[]): Row[] {
  const entries = rows.map((row) => ({ row, values: keys.map(({ path }) => sortValueOf(row, path)) }));
  entries.sort((a, b) => {
    for (let i = 0; i < keys.length; i += 1) {
      const diff = compareSortValues(a.values[i], b.values[i]);
      if (diff !== 0) return keys[i].descending ? -diff : diff;
    }
    return 0;
  });
  return entries.map(({ row }) => row);
}
