import type { SignedTransaction } from '@hiveio/dhive';
import type { BuildSeed } from '../chain/seed-api';
import type { ContractDefinition, FindOptions, Query } from '../chain/contract-api';
import { Chain, type ChainDump } from '../chain/chain';
import { ManualClock, RealTimeClock, type Clock } from '../chain/clock';
import { FaultRegistry } from '../control/faults';
import type { Devnet, DevnetChain, DevnetClock, DevnetConfig, DevnetHive } from '../devnet';
import { HiveNode } from '../hive/hive-node';
import { HiveLedger, initialLedger, type LedgerState } from '../hive/ledger';
import { StateFile } from './persistence';
import { StateBags } from './state-bags';

const STATE_VERSION = 1;
const MINUTE_MS = 60_000;

interface SavedState {
  version: number;
  clockMs: number;
  chain: ChainDump;
  ledger: LedgerState;
  bags: Record<string, unknown>;
}

export interface RuntimeOptions {
  config: DevnetConfig;
  contracts: ContractDefinition[];
  buildSeed?: BuildSeed;
  /** Ignore the data file and start from the seed. */
  fresh?: boolean;
  /** `manual` keeps time still unless advanced (tests); default follows real time. */
  clock?: 'real' | 'manual';
  /** Real time in ms (default `Date.now`); tests inject a fixed one. */
  wallClock?: () => number;
}

/** The one devnet state behind every route: chain, Hive ledger, service bags, clock, faults, snapshots. */
export class DevnetRuntime implements Devnet {
  readonly config: DevnetConfig;
  readonly faults = new FaultRegistry();
  readonly hiveNode: HiveNode;
  private readonly clockImpl: Clock;
  private readonly wallClock: () => number;
  private readonly chainImpl: Chain;
  private ledger: HiveLedger;
  private readonly bags = new StateBags();
  private readonly seedState: string;
  private readonly snapshots = new Map<string, string>();
  private snapshotCounter = 0;
  private readonly stateFile: StateFile | null;

  constructor(options: RuntimeOptions) {
    this.config = options.config;
    this.wallClock = options.wallClock ?? Date.now;
    // The seed is "now" at the start, so its orders, unstakes and expiries look current to a browser.
    const startMs = Math.floor(this.wallClock() / MINUTE_MS) * MINUTE_MS;
    const seed = options.buildSeed?.({ scale: options.config.scale, startMs });
    const clockStartMs = seed?.clockStartMs ?? startMs;
    this.clockImpl = options.clock === 'manual' ? new ManualClock(clockStartMs) : new RealTimeClock(clockStartMs, this.wallClock);
    this.chainImpl = new Chain(options.contracts, this.clockImpl, seed?.tables);
    this.ledger = new HiveLedger(initialLedger(seed?.hiveBalances));
    this.bags.restore(seed?.serviceState ?? {});
    this.seedState = this.serialise();
    this.hiveNode = new HiveNode({
      chain: this.chainImpl,
      ledger: () => this.ledger,
      clock: this.clockImpl,
      sidechainId: this.config.sidechainId,
      hiveChainId: Buffer.from(this.config.hiveChainId, 'hex'),
      onChange: () => this.persist(),
    });
    this.stateFile = this.config.dataFile ? new StateFile(this.config.dataFile, () => this.serialise()) : null;
    const saved = options.fresh ? null : this.stateFile?.read();
    if (saved) {
      this.restore(saved);
      this.catchUpWithWallClock();
    } else {
      this.stateFile?.writeNow();
    }
    this.chainImpl.onBlock(() => this.persist());
  }

  readonly chain: DevnetChain = {
    find: (contract: string, table: string, query: Query, options?: FindOptions) =>
      this.chainImpl.database.get(contract, table)?.select(query, options) ?? [],
    findOne: (contract: string, table: string, query: Query) => this.chainImpl.database.get(contract, table)?.findOne(query) ?? null,
    getTransactionInfo: (txid: string) => this.chainImpl.getTransactionInfo(txid),
    latestBlock: () => this.chainImpl.latestBlock(),
    getBlock: (blockNumber: number) => this.chainImpl.getBlock(blockNumber),
    processedTransactions: (fromBlock?: number) => this.chainImpl.processedTransactions(fromBlock),
    onBlock: (listener) => this.chainImpl.onBlock(listener),
    submit: (sender, isSignedWithActiveKey, json, hiveTxId, opIndex, transfer) =>
      this.chainImpl.processHiveBlock([{ sender, isSignedWithActiveKey, json, hiveTxId, opIndex, transfer }]),
  };

  readonly hive: DevnetHive = {
    getAccount: (name: string) => this.hiveNode.getAccounts([name])[0] ?? null,
    listAccounts: () => this.ledger.names(),
    balances: (name: string) => this.ledger.balances(name),
    broadcast: (tx: SignedTransaction) => this.hiveNode.broadcast(tx),
    onTransfer: (listener) => this.hiveNode.onTransfer(listener),
  };

  readonly clock: DevnetClock = {
    now: () => this.clockImpl.now(),
    advance: (ms: number) => this.clockImpl.advance(ms),
  };

  /** The sidechain itself, for the RPC routes. */
  get sidechain(): Chain {
    return this.chainImpl;
  }

  state<T extends object>(key: string, init: () => T): T {
    return this.bags.get(key, init);
  }

  persist(): void {
    this.stateFile?.schedule();
  }

  /** Advances the clock and produces a Hive block, so ticks run at the new time. */
  advanceClock(ms: number): { blockNumber: number | null; refHiveBlockNumber: number; now: number } {
    this.clockImpl.advance(ms);
    const { blockNumber, refHiveBlockNumber } = this.chainImpl.processHiveBlock([]);
    this.persist();
    return { blockNumber, refHiveBlockNumber, now: this.clockImpl.now() };
  }

  snapshot(): string {
    this.snapshotCounter += 1;
    const id = String(this.snapshotCounter);
    this.snapshots.set(id, this.serialise());
    return id;
  }

  /** Restores a snapshot, its clock time included (which stays available for further reverts); false for an unknown id. */
  revert(id: string): boolean {
    const saved = this.snapshots.get(id);
    if (saved === undefined) return false;
    this.restore(saved);
    this.persist();
    return true;
  }

  /** Back to the seeded state, but never back in time behind the real clock; clears faults. */
  reset(): void {
    this.restore(this.seedState);
    this.catchUpWithWallClock();
    this.faults.clear();
    this.persist();
  }

  /** Writes a pending save now (shutdown). */
  flush(): void {
    this.stateFile?.flush();
  }

  status(): Record<string, unknown> {
    const latest = this.chainImpl.latestBlock();
    return {
      blockNumber: latest.blockNumber,
      hiveBlockNumber: this.chainImpl.hiveHead.number,
      time: new Date(this.clockImpl.now()).toISOString(),
      sidechainId: this.config.sidechainId,
      accounts: this.ledger.names().length,
      snapshots: [...this.snapshots.keys()],
      faults: this.faults.list(),
      dataFile: this.config.dataFile,
      scale: this.config.scale,
    };
  }

  /** The browser compares chain times with its own clock: the devnet clock must not lag behind it. */
  private catchUpWithWallClock(): void {
    this.clockImpl.set(Math.max(this.clockImpl.now(), this.wallClock()));
  }

  private serialise(): string {
    const state: SavedState = {
      version: STATE_VERSION,
      clockMs: this.clockImpl.now(),
      chain: this.chainImpl.dump(),
      ledger: this.ledger.state,
      bags: this.bags.dump(),
    };
    return JSON.stringify(state);
  }

  private restore(serialised: string): void {
    const state = JSON.parse(serialised) as SavedState;
    if (state.version !== STATE_VERSION) throw new Error(`devnet state version ${state.version} is not supported; start with --fresh`);
    this.clockImpl.set(state.clockMs);
    this.chainImpl.restore(state.chain);
    this.ledger = new HiveLedger(state.ledger);
    this.bags.restore(state.bags);
  }
}
