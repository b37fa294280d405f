import type { Query, Row } from './contract-api';

type Primitive = string | number | boolean;

const isPrimitive = (value: unknown): value is Primitive => ['string', 'number', 'boolean'].includes(typeof value);

/** Bucket of a stored value; null for values equality may reach in other ways (arrays, objects, Decimal128). */
function bucketOf(value: unknown): string | null {
  if (value === undefined || value === null) return 'missing';
  return isPrimitive(value) ? `${typeof value}:${String(value)}` : null;
}

/** Row keys by the value of one top-level field. Rows holding a non-primitive value are always candidates. */
class FieldIndex {
  private readonly buckets = new Map<string, Set<string>>();
  private readonly irregular = new Set<string>();

  constructor(readonly field: string) {}

  add(key: string, row: Row): void {
    const bucket = bucketOf(row[this.field]);
    if (bucket === null) {
      this.irregular.add(key);
      return;
    }
    const keys = this.buckets.get(bucket) ?? new Set<string>();
    keys.add(key);
    this.buckets.set(bucket, keys);
  }

  delete(key: string, row: Row): void {
    const bucket = bucketOf(row[this.field]);
    if (bucket === null) this.irregular.delete(key);
    else this.buckets.get(bucket)?.delete(key);
  }

  candidates(value: Primitive): string[] {
    return [...(this.buckets.get(bucketOf(value)!) ?? []), ...this.irregular];
  }
}

/**
 * Narrows an equality query on a declared single-field index (or a primitive `_id`) to candidate rows.
 * Callers still apply the full filter, so the index only has to never miss a match.
 */
export class EqualityIndexes {
  private readonly indexes: Map<string, FieldIndex>;

  constructor(fields: string[]) {
    this.indexes = new Map(fields.filter((field) => !field.includes('.')).map((field) => [field, new FieldIndex(field)]));
  }

  add(key: string, row: Row): void {
    for (const index of this.indexes.values()) index.add(key, row);
  }

  delete(key: string, row: Row): void {
    for (const index of this.indexes.values()) index.delete(key, row);
  }

  /** Keys of the rows that may match, or null when no index applies (scan everything). */
  candidates(query: Query, keyOfId: (id: unknown) => string): string[] | null {
    let best: string[] | null = null;
    for (const [field, value] of Object.entries(query)) {
      if (!isPrimitive(value)) continue;
      if (field === '_id') return [keyOfId(value)];
      const keys = this.indexes.get(field)?.candidates(value);
      if (keys && (best === null || keys.length < best.length)) best = keys;
    }
    return best;
  }
}
