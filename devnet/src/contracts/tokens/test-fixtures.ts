import type { ContractDefinition } from '../../chain/contract-api';
import type { SeedTable } from '../../chain/seed-api';
import { createTestChain, type TestChain } from '../../chain/testing';
import { contract } from './index';
import { newBalanceRow, newTokenRow, type BalanceRow, type TokenRow } from './rows';

/** Row builders and a ready chain for tests of `tokens` and of contracts that move tokens. */

export function tokenRow(symbol: string, fields: Partial<TokenRow> = {}): TokenRow {
  return { ...newTokenRow({ issuer: 'alice', symbol, name: `${symbol} token`, metadata: '{"url":""}', precision: 8, maxSupply: '1000000.00000000' }), ...fields };
}

/** BEE as genesis has it: issuer `null`, staking 40 days / 4 tranches, delegation 7 days. */
export const BEE = tokenRow('BEE', {
  issuer: 'null',
  maxSupply: '9007199254740991.00000000',
  supply: '1000000.00000000',
  circulatingSupply: '1000000.00000000',
  stakingEnabled: true,
  unstakingCooldown: 40,
  numberTransactions: 4,
  totalStaked: '0.00000000',
  delegationEnabled: true,
  undelegationCooldown: 7,
});

export function balanceRow(account: string, symbol: string, fields: Partial<BalanceRow> = {}): BalanceRow {
  return { ...newBalanceRow(account, symbol), ...fields };
}

interface TokensSeed {
  tokens?: TokenRow[];
  balances?: BalanceRow[];
  contractsBalances?: BalanceRow[];
}

/** Seed tables for the `tokens` contract (specs taken from the contract itself). */
export function tokensSeedTables({ tokens = [], balances = [], contractsBalances = [] }: TokensSeed): SeedTable[] {
  const spec = (name: string) => contract.tables.find((table) => table.name === name)!;
  return [
    { contract: 'tokens', spec: spec('tokens'), rows: tokens },
    { contract: 'tokens', spec: spec('balances'), rows: balances },
    { contract: 'tokens', spec: spec('contractsBalances'), rows: contractsBalances },
  ];
}

/** A test chain running `tokens` (plus `others`) with the given rows seeded. */
export function createTokensChain(seed: TokensSeed, others: ContractDefinition[] = []): TestChain {
  return createTestChain([contract, ...others], { seedTables: tokensSeedTables(seed) });
}

export function balanceOf(chain: TestChain, account: string, symbol: string, table = 'balances'): BalanceRow | null {
  return chain.table('tokens', table).findOne({ account, symbol }) as BalanceRow | null;
}

/** The `balance` field of a balance row, undefined when the row does not exist. */
export function balanceAmount(chain: TestChain, account: string, symbol: string, table = 'balances'): string | undefined {
  return balanceOf(chain, account, symbol, table)?.balance;
}

export function tokenOf(chain: TestChain, symbol: string): TokenRow {
  return chain.table('tokens', 'tokens').findOne({ symbol }) as TokenRow;
}

/** Time of the latest sidechain block in ms, as contracts read it. */
export function lastBlockTimeMs(chain: TestChain): number {
  return new Date(`${chain.chain.latestBlock().timestamp}.000Z`).getTime();
}

/** Logs of the tick transactions recorded in the latest block. */
export function lastTickLogs(chain: TestChain): unknown[] {
  return chain.chain.latestBlock().virtualTransactions.map((transaction) => JSON.parse(transaction.logs));
}
