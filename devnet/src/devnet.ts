import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { SignedTransaction } from '@hiveio/dhive';
import type { FindOptions, Query, Row } from './chain/contract-api';
import type { Block, ProcessedTransaction, SubmitResult } from './chain/block-types';
import type { TransactionInfo } from './chain/transaction-info';
import type { CondenserAccount, HiveBroadcastResult } from './hive/hive-types';

export type { Block, ProcessedTransaction, SubmitResult, TransactionInfo, CondenserAccount, HiveBroadcastResult };

/**
 * The context every service plugin gets. One shared state behind it: tables, blocks, Hive balances,
 * service state bags and the clock are all covered by persistence, snapshot/revert and reset.
 */
export interface Devnet {
  readonly chain: DevnetChain;
  readonly hive: DevnetHive;
  /**
   * A persistent, snapshot-able bag of service state (settings, keychain mode, history rows …).
   * The first call for a key registers `init`. Revert/reset restore the SAME object in place
   * (keys replaced), so holding the reference is safe. Must be JSON-serialisable.
   * Call `persist()` after mutating it.
   */
  state<T extends object>(key: string, init: () => T): T;
  readonly clock: DevnetClock;
  readonly faults: DevnetFaults;
  readonly config: DevnetConfig;
  /** Schedules a debounced atomic save of the whole state (no-op without a data file). */
  persist(): void;
}

export interface DevnetChain {
  /**
   * Rows (copies) of `<contract>_<table>`; `[]` when the table does not exist.
   * Unlike the RPC, `limit` is not capped and defaults to "all rows". Throws on an invalid query.
   */
  find(contract: string, table: string, query: Query, options?: FindOptions): Row[];
  findOne(contract: string, table: string, query: Query): Row | null;
  /** Exactly what RPC `blockchain.getTransactionInfo` answers (reference §2.5). */
  getTransactionInfo(txid: string): TransactionInfo;
  latestBlock(): Block;
  getBlock(blockNumber: number): Block | null;
  /** Processed transactions (user and virtual) in execution order, starting at `fromBlock` (default 0). */
  processedTransactions(fromBlock?: number): Iterable<ProcessedTransaction>;
  /** Called after every new sidechain block; returns an unsubscribe function. */
  onBlock(listener: (block: Block) => void): () => void;
  /**
   * Feeds one custom_json (or transfer-memo) operation to the sidechain as the Hive node would and
   * produces a block for it. `json` is the op's json (string or already parsed): one action or an array.
   * `transfer` adds `recipient`/`amountHIVEHBD` to the payload (only for transfer memos).
   */
  submit(
    sender: string,
    isSignedWithActiveKey: boolean,
    json: unknown,
    hiveTxId: string,
    opIndex?: number,
    transfer?: { recipient: string; amountHIVEHBD: string },
  ): SubmitResult;
}

export interface DevnetHive {
  /** condenser_api.get_accounts shape, or null for an unknown account. */
  getAccount(name: string): CondenserAccount | null;
  listAccounts(): string[];
  /** Liquid balances as strings with 3 decimals, or null for an unknown account. */
  balances(name: string): { hive: string; hbd: string } | null;
  /**
   * Verifies (signatures, authorities, expiration) and applies a signed Hive transaction, producing a
   * Hive block (and a sidechain block when it carries sidechain ops). Throws `HiveRpcError` when rejected.
   */
  broadcast(tx: SignedTransaction): HiveBroadcastResult;
  /** Called after every accepted Hive transfer (plain ones too, which the sidechain ignores); returns an unsubscribe function. */
  onTransfer(listener: (transfer: HiveTransfer) => void): () => void;
}

/** One accepted Hive transfer operation. */
export interface HiveTransfer {
  from: string;
  to: string;
  /** `"0.001 HIVE"` */
  amount: string;
  memo: string;
  txId: string;
}

export interface DevnetClock {
  /** Devnet time in ms since epoch. */
  now(): number;
  /** Jumps the clock forward (does not produce a block by itself). */
  advance(ms: number): void;
}

/** HTTP-level modes apply to every service; `repeat-page`, `internal-error` and `no-logs` change sidechain answers only. */
export type FaultMode = 'ok' | 'down' | 'slow' | 'malformed' | 'error' | 'repeat-page' | 'internal-error' | 'no-logs';
export const FAULT_SERVICES = ['sidechain', 'hive', 'history', 'api', 'info', 'bridge', 'evm', 'price', 'images'] as const;
export type FaultService = (typeof FAULT_SERVICES)[number];

export interface FaultSetting {
  mode: FaultMode;
  delayMs: number;
}

export interface DevnetFaults {
  /** The fault for one node of a service (node defaults to 0; a fault set without a node applies to all). */
  get(service: FaultService, node?: number): FaultSetting;
  /**
   * An onRequest hook applying the service's fault: `app.addHook('onRequest', devnet.faults.hook('price'))`.
   * `down` destroys the socket, `slow` delays, `malformed` answers 200 non-JSON, `error` answers 503.
   */
  hook(service: FaultService, node?: number): onRequestHookHandler;
}

export interface DevnetConfig {
  port: number;
  /** Sidechain id = the custom_json id (`ssc-mainnet-hive`); getStatus reports it without `ssc-`. */
  sidechainId: string;
  /** Hive chain id (hex), dhive's mainnet id by default. */
  hiveChainId: string;
  /** Number of sidechain RPC nodes served at /sidechain/0 … /sidechain/<n-1>. */
  sidechainNodes: number;
  /** Number of Hive nodes served at /hive/0 … /hive/<n-1>. */
  hiveNodes: number;
  /** Maximum JSON-RPC batch length per sidechain node (index = node). */
  maxBatchLength: number[];
  /** Maximum `limit` of contracts.find. */
  maxLimit: number;
  /** Seed scale (multiplies tokens, NFT instances, book depth). */
  scale: number;
  /** Data file, or null for an in-memory devnet. */
  dataFile: string | null;
  /** One log line per request. */
  log: boolean;
}

/** A service plugin registers its own routes (under prefixes it chooses) on the shared server. */
export type ServicePlugin = (app: FastifyInstance, devnet: Devnet) => void | Promise<void>;
