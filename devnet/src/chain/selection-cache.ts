import type { Query, Row } from './contract-api';
import type { SortKey } from './sort';

/** Selections kept per table: a page scrolling through a deep book reads one query at many offsets. */
const CAPACITY = 32;

/** True when `JSON.stringify` tells this value apart from every other value a query may hold. */
function isExactJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  // NaN and ±Infinity serialise as null, -0 as 0.
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return Array.from({ length: value.length }, (_, i) => i in value && isExactJson(value[i])).every(Boolean);
  if (typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return (prototype === Object.prototype || prototype === null) && Object.values(value).every(isExactJson);
}

/** The cache key of a select, or null when the query holds values JSON would blur (undefined, NaN, class instances). */
export function selectionKey(query: Query, keys: SortKey[]): string | null {
  return isExactJson(query) ? JSON.stringify([query, keys]) : null;
}

/**
 * The sorted matching rows of recent selects, least recently used dropped first. The owner must
 * `clear()` it on every write, so a hit is exactly what a fresh filter and sort would give.
 * Cached arrays are shared: callers copy what they hand out.
 */
export class SelectionCache {
  private readonly entries = new Map<string, readonly Row[]>();

  constructor(private readonly capacity = CAPACITY) {}

  /** The rows kept under `key`, else `select()`'s, kept (a null key is never kept). */
  rows(key: string | null, select: () => Row[]): readonly Row[] {
    if (key === null) return select();
    const kept = this.entries.get(key);
    if (kept) {
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const selected = select();
    this.entries.set(key, selected);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    return selected;
  }

  clear(): void {
    this.entries.clear();
  }
}
