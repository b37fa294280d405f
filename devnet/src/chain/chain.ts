import type { ContractDefinition } from './contract-api';
import type { Block, ProcessedTransaction, StoredTransaction, SubmitResult, TransactionResult } from './block-types';
import type { SeedTable } from './seed-api';
import type { TransactionInfo } from './transaction-info';
import { toHiveTimestamp, type Clock } from './clock';
import { ContractRunner, type TransactionContext } from './contract-runner';
import { Database, type DatabaseDump } from './database';
import { genesisHiveHead, nextHiveHead, type HiveHead } from './hive-head';
import { actionsOf, type IngestOperation, type SidechainAction } from './ingest';
import { LogCollector } from './logs';
import { buildBlock, storedTransaction } from './block-builder';

/** Everything the chain needs to be restored exactly. */
export interface ChainDump {
  database: DatabaseDump;
  blocks: Block[];
  hiveHead: HiveHead;
}

const VIRTUAL_SENDER = 'null';

/**
 * The sidechain: contracts over an in-memory database, one sidechain block per Hive block that
 * carries transactions or logged ticks, and the transaction index for getTransactionInfo.
 */
export class Chain {
  private db = new Database();
  private runner: ContractRunner;
  private blocks: Block[] = [];
  private readonly txIndex = new Map<string, number>();
  private head: HiveHead;
  private readonly listeners = new Set<(block: Block) => void>();

  constructor(
    private readonly contracts: ContractDefinition[],
    private readonly clock: Clock,
    seedTables: SeedTable[] = [],
  ) {
    this.runner = new ContractRunner(contracts, this.db);
    this.head = genesisHiveHead(clock.now());
    this.runGenesis(seedTables);
  }

  get database(): Database {
    return this.db;
  }

  get hiveHead(): HiveHead {
    return this.head;
  }

  /** A view of the live state, cheap to take: serialise it (JSON) before the chain moves on. */
  dump(): ChainDump {
    return { database: this.db.dump(), blocks: this.blocks, hiveHead: this.head };
  }

  /**
   * Replaces the whole state in place (listeners and references to this object stay valid).
   * Takes ownership of `dump`: pass a fresh copy (e.g. parsed JSON).
   */
  restore(dump: ChainDump): void {
    this.db = Database.load(dump.database);
    this.runner = new ContractRunner(this.contracts, this.db);
    this.blocks = dump.blocks;
    this.head = dump.hiveHead;
    this.txIndex.clear();
    for (const block of this.blocks) this.indexBlock(block);
  }

  onBlock(listener: (block: Block) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  latestBlock(): Block {
    return structuredClone(this.blocks[this.blocks.length - 1]);
  }

  getBlock(blockNumber: number): Block | null {
    const block = this.blocks[blockNumber];
    return block ? structuredClone(block) : null;
  }

  getBlockByHiveBlock(hiveBlockNumber: number): Block | null {
    const block = this.blocks.find((b) => b.refHiveBlockNumber === hiveBlockNumber);
    return block ? structuredClone(block) : null;
  }

  /** One Hive transaction's worth of operations: produces one Hive block (and a sidechain block if anything was recorded). */
  processHiveBlock(operations: IngestOperation[]): SubmitResult {
    const head = nextHiveHead(this.head, this.clock.now());
    const blockNumber = this.blocks.length;
    const timestamp = toHiveTimestamp(head.timestampMs);
    const frame = { blockNumber, refHiveBlockNumber: head.number, hiveBlockTimestamp: timestamp };

    const transactions: StoredTransaction[] = [];
    const results: TransactionResult[] = [];
    const actionCounts = new Map<string, number>();
    for (const operation of operations) {
      for (const action of actionsOf(operation)) {
        const count = (actionCounts.get(operation.sender) ?? 0) + 1;
        actionCounts.set(operation.sender, count);
        const logs = this.runUserAction({ ...frame, sender: operation.sender, action, userActionCount: count });
        transactions.push(storedTransaction(head.number, operation.sender, action, logs));
        results.push({ transactionId: action.transactionId, logs: logs.toLogs() });
      }
    }
    const virtualTransactions = this.runTicks(frame);

    this.head = head;
    if (transactions.length === 0 && virtualTransactions.length === 0) {
      return { blockNumber: null, refHiveBlockNumber: head.number, transactions: results };
    }
    const previous = this.blocks[this.blocks.length - 1];
    this.appendBlock(buildBlock(previous, head, timestamp, transactions, virtualTransactions));
    return { blockNumber, refHiveBlockNumber: head.number, transactions: results };
  }

  getTransactionInfo(txid: unknown): TransactionInfo {
    if (typeof txid !== 'string') return null;
    const blockNumber = this.txIndex.get(txid);
    if (blockNumber !== undefined) {
      const transaction = this.blocks[blockNumber].transactions.find((t) => t.transactionId === txid);
      return transaction ? structuredClone({ blockNumber, ...transaction }) : null;
    }
    const arrayBlock = txid.length === 40 ? this.txIndex.get(`${txid}-0`) : undefined;
    if (arrayBlock === undefined) return null;
    return this.blocks[arrayBlock].transactions
      .filter((t) => t.transactionId.startsWith(`${txid}-`))
      .map((t) => ({ blockNumber: arrayBlock, ...structuredClone(t), transactionIndex: Number(t.transactionId.split('-')[1]) }))
      .sort((a, b) => a.transactionIndex - b.transactionIndex);
  }

  *processedTransactions(fromBlock = 0): Iterable<ProcessedTransaction> {
    for (const block of this.blocks.slice(Math.max(0, fromBlock))) {
      const frame = { blockNumber: block.blockNumber, refHiveBlockNumber: block.refHiveBlockNumber, timestamp: block.timestamp };
      for (const t of block.transactions) yield processed(frame, t, false);
      for (const t of block.virtualTransactions) yield processed(frame, t, true);
    }
  }

  /** Contract definitions loaded on this chain. */
  get definitions(): ContractDefinition[] {
    return this.runner.definitions;
  }

  private runGenesis(seedTables: SeedTable[]): void {
    const timestamp = toHiveTimestamp(this.head.timestampMs);
    const context = (contract: string): TransactionContext => ({
      sender: null,
      isSignedWithActiveKey: false,
      transactionId: `genesis-${contract}`,
      blockNumber: 0,
      refHiveBlockNumber: this.head.number,
      hiveBlockTimestamp: timestamp,
      logs: new LogCollector(),
    });
    for (const definition of this.contracts) this.runner.runGenesis(context(definition.name), definition);
    for (const { contract, spec, rows } of seedTables) {
      const table = this.db.create(contract, spec);
      for (const row of rows) table.importRow(row);
    }
    this.appendBlock(buildBlock(undefined, this.head, timestamp, [], []));
  }

  private runUserAction(input: {
    blockNumber: number;
    refHiveBlockNumber: number;
    hiveBlockTimestamp: string;
    sender: string;
    action: SidechainAction;
    userActionCount: number;
  }): LogCollector {
    const { action, sender } = input;
    const isSignedWithActiveKey = action.payload.isSignedWithActiveKey === true;
    const context: TransactionContext = { ...input, isSignedWithActiveKey, transactionId: action.transactionId, logs: new LogCollector() };
    if (sender !== VIRTUAL_SENDER && this.runner.hasAction('resourcemanager', 'burnFee')) {
      const feePayload = {
        userActionCount: input.userActionCount,
        contract: action.contract,
        action: action.action,
        payload: action.payload,
        isSignedWithActiveKey,
      };
      this.runner.runNested(context, 'resourcemanager', 'burnFee', feePayload, undefined);
      if (context.logs.errors.length > 0) return context.logs;
    }
    this.runner.runTopLevel(context, action.contract, action.action, action.payload);
    return context.logs;
  }

  private runTicks(frame: { blockNumber: number; refHiveBlockNumber: number; hiveBlockTimestamp: string }): StoredTransaction[] {
    const recorded: StoredTransaction[] = [];
    let index = 0;
    for (const definition of this.contracts) {
      for (const tick of definition.ticks ?? []) {
        const action: SidechainAction = {
          transactionId: `${frame.refHiveBlockNumber}-${index}`,
          contract: definition.name,
          action: tick,
          payload: {},
        };
        index += 1;
        const logs = new LogCollector();
        this.runner.runTopLevel({ ...frame, sender: null, isSignedWithActiveKey: false, transactionId: action.transactionId, logs }, definition.name, tick, {});
        if (logs.events.length > 0 || logs.errors.length > 0) {
          recorded.push(storedTransaction(frame.refHiveBlockNumber, VIRTUAL_SENDER, action, logs));
        }
      }
    }
    return recorded;
  }

  private appendBlock(block: Block): void {
    this.blocks.push(block);
    this.indexBlock(block);
    for (const listener of this.listeners) {
      try {
        listener(structuredClone(block));
      } catch (error) {
        console.error('devnet: block listener failed', error);
      }
    }
  }

  private indexBlock(block: Block): void {
    for (const transaction of block.transactions) this.txIndex.set(transaction.transactionId, block.blockNumber);
  }
}

function processed(
  frame: { blockNumber: number; refHiveBlockNumber: number; timestamp: string },
  transaction: StoredTransaction,
  virtual: boolean,
): ProcessedTransaction {
  return {
    ...frame,
    transactionId: transaction.transactionId,
    sender: transaction.sender,
    contract: transaction.contract,
    action: transaction.action,
    payload: JSON.parse(transaction.payload) as Record<string, unknown>,
    logs: JSON.parse(transaction.logs) as ProcessedTransaction['logs'],
    virtual,
  };
}
