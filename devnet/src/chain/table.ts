import type { FindOptions, Query, Row, Table, TableSpec } from './contract-api';
import { compareValues } from './values';
import { EqualityIndexes } from './equality-index';
import { jsonCopy } from './json-copy';
import { matchesQuery } from './query';
import { SelectionCache, selectionKey } from './selection-cache';
import { sortKeysFor, sortRows } from './sort';

/** Serialisable content of one collection. */
export interface TableDump {
  spec: TableSpec;
  nextId: number;
  rows: Row[];
}

/** `find` options after defaults: `limit` undefined means every matching row. */
export interface SelectOptions {
  limit?: number;
  offset?: number;
  indexes?: FindOptions['indexes'];
}

export const CONTRACT_MAX_LIMIT = 1000;

const clone = <T>(value: T): T => structuredClone(value);

/** One `<contract>_<table>` collection held in memory; every row in or out is a copy (in: through JSON, like EJSON storage). */
export class MemoryTable implements Table {
  private readonly rows = new Map<string, Row>();
  private nextId = 1;
  private equality: EqualityIndexes;
  private readonly selections = new SelectionCache();

  constructor(private specification: TableSpec) {
    this.equality = MemoryTable.indexesFor(specification);
  }

  /** Takes ownership of `dump` (pass a copy if you keep using it). */
  static fromDump(dump: TableDump): MemoryTable {
    const table = new MemoryTable(dump.spec);
    for (const row of dump.rows) table.put(table.keyOf(row._id), row);
    table.nextId = dump.nextId;
    return table;
  }

  private static indexesFor(spec: TableSpec): EqualityIndexes {
    return new EqualityIndexes([...(spec.indexes ?? []), ...(spec.primaryKey ?? [])]);
  }

  get spec(): TableSpec {
    return this.specification;
  }

  /** Replaces the spec (e.g. more indexes declared later) and rebuilds the lookup indexes. */
  respec(spec: TableSpec): void {
    this.specification = spec;
    this.equality = MemoryTable.indexesFor(spec);
    this.selections.clear();
    for (const [key, row] of this.rows) this.equality.add(key, row);
  }

  /** A view of the live rows: serialise or clone it before anything else mutates the table. */
  dump(): TableDump {
    return { spec: this.spec, nextId: this.nextId, rows: [...this.rows.values()] };
  }

  get size(): number {
    return this.rows.size;
  }

  /** Contract-facing find: limit defaults to and may not exceed 1000, like the node's `db.find`. */
  find(query: Query, options: FindOptions = {}): Row[] {
    const limit = options.limit || CONTRACT_MAX_LIMIT;
    if (limit > CONTRACT_MAX_LIMIT) throw new RangeError(`limit is too high, maximum limit is ${CONTRACT_MAX_LIMIT}`);
    return this.select(query, { ...options, limit });
  }

  select(query: Query, { limit, offset = 0, indexes }: SelectOptions = {}): Row[] {
    const keys = sortKeysFor(indexes, this.spec);
    const sorted = this.selections.rows(selectionKey(query, keys), () => sortRows(this.matching(query), keys));
    const end = limit === undefined ? undefined : offset + limit;
    return clone(sorted.slice(offset, end));
  }

  /** The matching row with the lowest `_id`. */
  findOne(query: Query): Row | null {
    let first: Row | null = null;
    for (const row of this.matching(query)) if (first === null || compareValues(row._id, first._id) < 0) first = row;
    return first === null ? null : clone(first);
  }

  private matching(query: Query): Row[] {
    const keys = this.equality.candidates(query, (id) => this.keyOf(id));
    const candidates = keys === null ? [...this.rows.values()] : keys.map((key) => this.rows.get(key)).filter((row) => row !== undefined);
    return candidates.filter((row) => matchesQuery(row, query));
  }

  insert(row: Row): Row {
    const stored = jsonCopy(row);
    if (this.spec.primaryKey) {
      stored._id = Object.fromEntries(this.spec.primaryKey.map((field) => [field, stored[field]]));
    } else {
      stored._id = this.nextId;
      this.nextId += 1;
    }
    const key = this.keyOf(stored._id);
    if (this.rows.has(key)) throw new Error(`duplicate key error: ${key}`);
    this.put(key, stored);
    return clone(stored);
  }

  /** Seed import: keeps a given `_id` (replacing a row with the same one); the counter continues after the highest. */
  importRow(row: Row): void {
    if (row._id === undefined) {
      this.insert(row);
      return;
    }
    const stored = jsonCopy(row);
    this.put(this.keyOf(stored._id), stored);
    if (typeof stored._id === 'number' && stored._id >= this.nextId) this.nextId = Math.floor(stored._id) + 1;
  }

  update(row: Row): void {
    const key = this.keyOf(row._id);
    if (this.rows.has(key)) this.put(key, jsonCopy(row));
  }

  remove(row: Row): void {
    this.drop(this.keyOf(row._id));
  }

  /** Stores a row under its key, replacing (and unindexing) any previous one. */
  private put(key: string, row: Row): void {
    this.drop(key);
    this.selections.clear();
    this.rows.set(key, row);
    this.equality.add(key, row);
  }

  private drop(key: string): void {
    const existing = this.rows.get(key);
    if (!existing) return;
    this.equality.delete(key, existing);
    this.selections.clear();
    this.rows.delete(key);
  }

  private keyOf(id: unknown): string {
    if (this.spec.primaryKey && typeof id === 'object' && id !== null) {
      const fields = id as Record<string, unknown>;
      return JSON.stringify(this.spec.primaryKey.map((field) => fields[field]));
    }
    return JSON.stringify(id);
  }
}
