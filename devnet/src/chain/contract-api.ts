/**
 * The interface every devnet contract is written against. It mirrors the `api` object the real
 * Hive Engine node hands to contracts, made
 * synchronous: one transaction runs to completion before the next starts.
 *
 * Contract modules live in devnet/src/contracts/<name>/ and export a `ContractDefinition`.
 * The framework (devnet/src/chain/) owns storage, queries, transaction ids, logs and blocks.
 */

import type { FindOptions, Query } from '@tdx/contracts';

export type { FindOptions, IndexSort, Query } from '@tdx/contracts';

/** A stored row. `_id` is assigned by the table (auto-increment from 1, or the primary-key object). */
export type Row = { _id?: unknown; [field: string]: unknown };

/** A Decimal128 value as stored and as served over RPC: `{ "$numberDecimal": "0.12345678" }`. */
export interface Decimal128 {
  $numberDecimal: string;
}

/** One `<contract>_<table>` collection. Rows returned are copies: mutate, then `update`. */
export interface Table {
  find(query: Query, options?: FindOptions): Row[];
  findOne(query: Query): Row | null;
  /** Inserts a copy, assigns `_id`, returns the stored row (a copy). */
  insert(row: Row): Row;
  /** Replaces the row with the same `_id`. */
  update(row: Row): void;
  remove(row: Row): void;
}

/** What a contract declares about one of its tables. */
export interface TableSpec {
  name: string;
  /** Plain field indexes usable in `indexes` sorting (`_id` is implicit). */
  indexes?: string[];
  /** Named compound indexes, e.g. `{ byApprovalWeight: ['approvalWeight'] }`. */
  compoundIndexes?: Record<string, string[]>;
  /** Fields of a declared primary key: `_id` becomes an object of these fields. */
  primaryKey?: string[];
}

/** Result of a nested contract call: the callee's own errors (if any) and events it emitted. */
export interface CallResult {
  errors?: string[];
  events?: ChainEvent[];
}

export interface ChainEvent {
  contract: string;
  event: string;
  data: Record<string, unknown>;
}

export interface ContractApi {
  /** Account that signed the transaction; `null` for virtual/system transactions. */
  readonly sender: string | null;
  /** Name of the contract currently executing. */
  readonly contractName: string;
  /** Owner account of the executing contract (e.g. `hive-engine`, `null`, `honey-swap`). */
  readonly owner: string;
  readonly transactionId: string;
  readonly blockNumber: number;
  readonly refHiveBlockNumber: number;
  /** Hive block time `YYYY-MM-DDTHH:mm:ss` (UTC, no zone), driven by the devnet clock. */
  readonly hiveBlockTimestamp: string;
  /** Set when another contract called this one: `{ name: <caller contract> }`. */
  readonly callingContractInfo?: { name: string };

  /** Table of the executing contract (`db.table('balances')`) or of another one. */
  table(name: string, contract?: string): Table;
  /** Creates the table if missing (used by actions that create per-symbol tables). */
  createTable(spec: TableSpec, contract?: string): Table;
  tableExists(name: string, contract?: string): boolean;
  /** Whether a contract of that name is deployed (seeded tables alone do not make one). */
  contractExists(name: string): boolean;

  /** Pushes `message` to logs.errors when `condition` is falsy; returns `!!condition`. */
  assert(condition: unknown, message: string): boolean;
  /** Appends `{contract: <executing contract>, event, data}` to logs.events. */
  emit(event: string, data: Record<string, unknown>): void;
  /**
   * Runs another contract's action with the same sender and `callingContractInfo` set.
   * Its events and errors are appended to this transaction's logs (in order) and also returned.
   */
  executeSmartContract(contract: string, action: string, payload: Record<string, unknown>): CallResult;
  /** The same call made with the executing contract's owner as sender (e.g. `honey-swap` paying deposits). */
  executeSmartContractAsOwner(contract: string, action: string, payload: Record<string, unknown>): CallResult;

  /** Hive account-name rules (3–16 chars, dot segments, …; reference §1.3). */
  isValidAccountName(name: unknown): boolean;
}

/** An action handler. `payload` already carries the node-set `isSignedWithActiveKey`. */
// Payload fields are untrusted and read loosely by each action, as the chain's contracts do.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ActionHandler = (api: ContractApi, payload: Record<string, any>) => void;

/** A contract module. Register it in devnet/src/contracts/index.ts. */
export interface ContractDefinition {
  name: string;
  owner: string;
  tables: TableSpec[];
  /** Initial rows written when the chain is created (e.g. the `params` row with default fees). */
  genesis?: (api: ContractApi) => void;
  actions: Record<string, ActionHandler>;
  /**
   * Actions run as virtual transactions (sender `null`) in every block, e.g.
   * `checkPendingUnstakes`; they see the block's timestamp.
   */
  ticks?: string[];
}
