import type {
  CallResult,
  ContractApi,
  ContractDefinition,
  FindOptions,
  Query,
  Row,
  Table,
  TableSpec,
} from './contract-api';
import { isValidAccountName } from './account-name';
import type { Database } from './database';
import { jsonCopy } from './json-copy';
import { describeException, type LogCollector } from './logs';

/** What every action of one transaction shares. */
export interface TransactionContext {
  sender: string | null;
  isSignedWithActiveKey: boolean;
  transactionId: string;
  blockNumber: number;
  refHiveBlockNumber: number;
  hiveBlockTimestamp: string;
  logs: LogCollector;
}

export const NODE_ERRORS = {
  unknownAction: 'unknown error',
  missingContract: "contract doesn't exist",
  reservedAction: 'you cannot trigger this action',
  deployment: 'the contract deployment is currently unavailable',
} as const;

/** Runs contract actions against the database: the node's VM, synchronous and without rollback. */
export class ContractRunner {
  private readonly contracts: Map<string, ContractDefinition>;

  constructor(
    definitions: ContractDefinition[],
    private readonly database: Database,
  ) {
    this.contracts = new Map(definitions.map((definition) => [definition.name, definition]));
  }

  get definitions(): ContractDefinition[] {
    return [...this.contracts.values()];
  }

  hasAction(contract: string, action: string): boolean {
    return Object.hasOwn(this.contracts.get(contract)?.actions ?? {}, action);
  }

  /**
   * A user (or tick) action. An exception REPLACES the logs this action recorded with
   * `"<ErrorName>: <message>"`; state changes made before it stay (reference §1.3).
   */
  runTopLevel(context: TransactionContext, contract: string, action: string, payload: Record<string, unknown>): void {
    const mark = context.logs.mark();
    try {
      this.invoke(context, contract, action, payload, undefined);
    } catch (error) {
      context.logs.truncate(mark);
      context.logs.errors.push(describeException(error));
    }
  }

  /** A contract-to-contract call (or the burnFee hook): an exception only appends its description. */
  runNested(
    context: TransactionContext,
    contract: string,
    action: string,
    payload: Record<string, unknown>,
    callingContractInfo: { name: string } | undefined,
  ): CallResult {
    const mark = context.logs.mark();
    try {
      this.invoke(context, contract, action, payload, callingContractInfo);
    } catch (error) {
      context.logs.errors.push(describeException(error));
    }
    const result: CallResult = {};
    const errors = context.logs.errors.slice(mark.errors);
    const events = context.logs.events.slice(mark.events);
    if (errors.length > 0) result.errors = errors;
    if (events.length > 0) result.events = events;
    return result;
  }

  /** Writes a contract's initial rows (its declared tables are created first). */
  runGenesis(context: TransactionContext, definition: ContractDefinition): void {
    for (const spec of definition.tables) this.database.create(definition.name, spec);
    definition.genesis?.(this.apiFor(context, definition, undefined));
  }

  private invoke(
    context: TransactionContext,
    contract: string,
    action: string,
    payload: Record<string, unknown>,
    callingContractInfo: { name: string } | undefined,
  ): void {
    if (contract === 'contract') {
      context.logs.errors.push(NODE_ERRORS.deployment);
      return;
    }
    const definition = this.contracts.get(contract);
    if (!definition) {
      context.logs.errors.push(NODE_ERRORS.missingContract);
      return;
    }
    if (action === 'createSSC') {
      context.logs.errors.push(NODE_ERRORS.reservedAction);
      return;
    }
    if (!this.hasAction(contract, action)) {
      context.logs.errors.push(NODE_ERRORS.unknownAction);
      return;
    }
    const handler = definition.actions[action];
    handler(this.apiFor(context, definition, callingContractInfo), jsonCopy(payload));
  }

  /** A nested call made by `caller`: it inherits the key flag unless the payload sets it. */
  private callFrom(
    context: TransactionContext,
    caller: ContractDefinition,
    contract: string,
    action: string,
    payload: Record<string, unknown>,
  ): CallResult {
    const callingContractInfo = { name: caller.name };
    return this.runNested(
      context,
      contract,
      action,
      { isSignedWithActiveKey: context.isSignedWithActiveKey, ...payload, callingContractInfo },
      callingContractInfo,
    );
  }

  private apiFor(
    context: TransactionContext,
    definition: ContractDefinition,
    callingContractInfo: { name: string } | undefined,
  ): ContractApi {
    const { database } = this;
    const handle = (name: string, contract = definition.name): Table => new TableHandle(database, contract, name);
    return {
      sender: context.sender,
      contractName: definition.name,
      owner: definition.owner,
      transactionId: context.transactionId,
      blockNumber: context.blockNumber,
      refHiveBlockNumber: context.refHiveBlockNumber,
      hiveBlockTimestamp: context.hiveBlockTimestamp,
      callingContractInfo,
      table: handle,
      createTable: (spec: TableSpec, contract = definition.name) => {
        database.create(contract, spec);
        return handle(spec.name, contract);
      },
      tableExists: (name: string, contract = definition.name) => database.get(contract, name) !== undefined,
      contractExists: (name: string) => this.contracts.has(name),
      assert: (condition: unknown, message: string) => {
        if (!condition && typeof message === 'string') context.logs.errors.push(message);
        return Boolean(condition);
      },
      emit: (event: string, data: Record<string, unknown>) => {
        context.logs.events.push({ contract: definition.name, event, data: jsonCopy(data) });
      },
      executeSmartContract: (contract: string, action: string, payload: Record<string, unknown>) =>
        this.callFrom(context, definition, contract, action, payload),
      executeSmartContractAsOwner: (contract: string, action: string, payload: Record<string, unknown>) =>
        this.callFrom({ ...context, sender: definition.owner }, definition, contract, action, payload),
      isValidAccountName,
    };
  }
}

/**
 * A table looked up at each call, so a handle taken before `createTable` works after it. A missing
 * table reads as empty and refuses writes (the node's driver fails on a missing collection).
 */
class TableHandle implements Table {
  constructor(
    private readonly database: Database,
    private readonly contract: string,
    private readonly name: string,
  ) {}

  find(query: Query, options?: FindOptions): Row[] {
    return this.database.get(this.contract, this.name)?.find(query, options) ?? [];
  }

  findOne(query: Query): Row | null {
    return this.database.get(this.contract, this.name)?.findOne(query) ?? null;
  }

  insert(row: Row): Row {
    return this.existing().insert(row);
  }

  update(row: Row): void {
    this.existing().update(row);
  }

  remove(row: Row): void {
    this.existing().remove(row);
  }

  private existing() {
    const table = this.database.get(this.contract, this.name);
    if (!table) throw new Error(`table ${this.contract}_${this.name} does not exist`);
    return table;
  }
}
