import type { ContractDefinition, Row, Table } from './contract-api';
import type { SubmitResult, TransactionResult } from './block-types';
import type { SeedTable } from './seed-api';
import { Chain } from './chain';
import { ManualClock } from './clock';
import { sha256Hex } from './hashing';

/** Default start of a test chain's clock: 2026-01-01T00:00:00Z. */
export const TEST_CLOCK_START_MS = Date.UTC(2026, 0, 1);

export interface TestChainOptions {
  clockStartMs?: number;
  /** Tables imported after the contracts' genesis, as the devnet seed is. */
  seedTables?: SeedTable[];
}

export interface SubmitOptions {
  /** Signed with the active key (default true). */
  active?: boolean;
  /** Hive transaction id (default: a fresh deterministic 40-hex id). */
  hiveTxId?: string;
  opIndex?: number;
  transfer?: { recipient: string; amountHIVEHBD: string };
}

export interface TestChain {
  chain: Chain;
  clock: ManualClock;
  /** Runs one action in its own block and returns its result. */
  runAction(
    sender: string,
    contract: string,
    action: string,
    payload: Record<string, unknown>,
    options?: { active?: boolean },
  ): TransactionResult;
  /** Feeds raw custom_json `json` (one action or an array, string or object) in its own block. */
  submit(sender: string, json: unknown, options?: SubmitOptions): SubmitResult;
  /** Moves the clock forward and produces a block, so ticks run at the new time. */
  advanceClock(ms: number): SubmitResult;
  /** Direct access to `<contract>_<table>` (throws if it does not exist). */
  table(contract: string, name: string): Table;
  /** All rows of a table in `_id` order (`[]` if it does not exist). */
  rows(contract: string, name: string): Row[];
}

/** A chain with genesis run, for contract tests: no server, no persistence, a manual clock. */
export function createTestChain(contracts: ContractDefinition[], options: TestChainOptions = {}): TestChain {
  const clock = new ManualClock(options.clockStartMs ?? TEST_CLOCK_START_MS);
  const chain = new Chain(contracts, clock, options.seedTables);
  let counter = 0;
  const freshTxId = () => sha256Hex(`test-tx-${(counter += 1)}`).slice(0, 40);

  const submit = (sender: string, json: unknown, submitOptions: SubmitOptions = {}): SubmitResult =>
    chain.processHiveBlock([
      {
        sender,
        isSignedWithActiveKey: submitOptions.active ?? true,
        json,
        hiveTxId: submitOptions.hiveTxId ?? freshTxId(),
        opIndex: submitOptions.opIndex,
        transfer: submitOptions.transfer,
      },
    ]);

  return {
    chain,
    clock,
    submit,
    runAction(sender, contract, action, payload, actionOptions = {}) {
      const result = submit(sender, { contractName: contract, contractAction: action, contractPayload: payload }, actionOptions);
      return result.transactions[0];
    },
    advanceClock(ms) {
      clock.advance(ms);
      return chain.processHiveBlock([]);
    },
    table(contract, name) {
      const table = chain.database.get(contract, name);
      if (!table) throw new Error(`table ${contract}_${name} does not exist`);
      return table;
    },
    rows(contract, name) {
      return chain.database.get(contract, name)?.select({}) ?? [];
    },
  };
}
