import type { TableSpec } from './contract-api';
import { MemoryTable, type TableDump } from './table';

export type DatabaseDump = Record<string, TableDump & { contract: string }>;

/** All collections, named `<contract>_<table>` like the node's Mongo database. */
export class Database {
  private readonly tables = new Map<string, { contract: string; table: MemoryTable }>();

  static collectionName(contract: string, table: string): string {
    return `${contract}_${table}`;
  }

  get(contract: string, table: string): MemoryTable | undefined {
    return this.tables.get(Database.collectionName(contract, table))?.table;
  }

  /** Creates the table if missing; an existing table keeps its rows and gains the spec's indexes. */
  create(contract: string, spec: TableSpec): MemoryTable {
    const name = Database.collectionName(contract, spec.name);
    const existing = this.tables.get(name);
    if (existing) {
      existing.table.respec(mergeSpecs(existing.table.spec, spec));
      return existing.table;
    }
    const table = new MemoryTable(spec);
    this.tables.set(name, { contract, table });
    return table;
  }

  /** Collections of one contract, keyed by collection name. */
  tablesOf(contract: string): Map<string, MemoryTable> {
    const result = new Map<string, MemoryTable>();
    for (const [name, entry] of this.tables) if (entry.contract === contract) result.set(name, entry.table);
    return result;
  }

  /** A view of the live data (see MemoryTable.dump). */
  dump(): DatabaseDump {
    const result: DatabaseDump = {};
    for (const [name, { contract, table }] of this.tables) result[name] = { contract, ...table.dump() };
    return result;
  }

  /** Takes ownership of `dump`. */
  static load(dump: DatabaseDump): Database {
    const database = new Database();
    for (const [name, { contract, ...tableDump }] of Object.entries(dump)) {
      database.tables.set(name, { contract, table: MemoryTable.fromDump(tableDump) });
    }
    return database;
  }
}

function mergeSpecs(current: TableSpec, added: TableSpec): TableSpec {
  return {
    ...current,
    indexes: [...new Set([...(current.indexes ?? []), ...(added.indexes ?? [])])],
    compoundIndexes: { ...current.compoundIndexes, ...added.compoundIndexes },
    primaryKey: current.primaryKey ?? added.primaryKey,
  };
}
