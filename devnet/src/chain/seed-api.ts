import type { Row, TableSpec } from './contract-api';

/**
 * What the seed generator (devnet/src/seed/) hands to the framework: plain data, no behaviour.
 * The framework creates each table (with its spec, so `indexes` sorting works), inserts the rows
 * as given (a row's `_id`, when present, is kept and the table's counter continues after the
 * highest one) and then applies the Hive balances and the clock start.
 */
export interface SeedTable {
  contract: string;
  spec: TableSpec;
  rows: Row[];
}

export interface SeedHiveBalance {
  account: string;
  /** Strings with 3 decimals, e.g. "1000.000". */
  hive: string;
  hbd: string;
}

export interface SeedData {
  /** Start of the devnet clock (ms since epoch); seeded timestamps are relative to it. */
  clockStartMs: number;
  tables: SeedTable[];
  hiveBalances: SeedHiveBalance[];
  /**
   * Initial contents of service state bags (key → JSON value), as `Devnet.state(key)` first returns
   * them: service data the chain itself no longer holds (e.g. market trades older than 24 h).
   */
  serviceState?: Record<string, object>;
}

export interface SeedOptions {
  /** Multiplies tokens, NFT instances and book depth (1 = the normal seed). */
  scale: number;
  /** Devnet time (ms since epoch) the seed is "now" at; becomes `clockStartMs`. */
  startMs: number;
}

export type BuildSeed = (options: SeedOptions) => SeedData;
