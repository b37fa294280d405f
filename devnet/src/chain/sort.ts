import type { IndexSort, Row, TableSpec } from './contract-api';
import { valuesAtPath } from './query';
import { compareValues } from './values';

interface SortKey {
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

function sortValue(row: Row, path: string[]): unknown {
  return valuesAtPath(row, path)[0];
}

export function sortRows(rows: Row[], keys: SortKey[]): Row[] {
  return rows.sort((a, b) => {
    for (const { path, descending } of keys) {
      const diff = compareValues(sortValue(a, path), sortValue(b, path));
      if (diff !== 0) return descending ? -diff : diff;
    }
    return 0;
  });
}
