import type { ContractDefinition } from '../../chain/contract-api';
import type { TestChain } from '../../chain/testing';
import { contract as nftmarket } from '../nftmarket';
import type { BalanceRow, TokenRow } from '../tokens';
import { balanceRow, createTokensChain, tokenRow } from '../tokens/test-fixtures';
import { contract as nft } from '.';

/** Test support shared by the nft and nftmarket tests: tokens + nft + nftmarket on a test chain. */

const nftTestToken = (symbol: string, precision: number, issuer = 'null'): TokenRow =>
  tokenRow(symbol, { issuer, name: symbol, precision, maxSupply: '1000000000', supply: '1000000', circulatingSupply: '1000000' });

/** Tokens every test chain has: BEE (8), SWAP.HIVE (8), PAL (3), TKN (3). */
const TOKENS = [nftTestToken('BEE', 8), nftTestToken('SWAP.HIVE', 8, 'honey-swap'), nftTestToken('PAL', 3), nftTestToken('TKN', 3)];

/** `{ alice: { BEE: '1000' } }` → balance rows. */
export type Balances = Record<string, Record<string, string>>;

const balanceRows = (balances: Balances): BalanceRow[] =>
  Object.entries(balances).flatMap(([account, bySymbol]) =>
    Object.entries(bySymbol).map(([symbol, balance]) => balanceRow(account, symbol, { balance })),
  );

interface NftTestChainOptions {
  /** Balances of contracts (`tokens_contractsBalances`). */
  contractsBalances?: Balances;
  /** More contracts to run, e.g. a stand-in caller of `nft`. */
  contracts?: ContractDefinition[];
}

export function createNftTestChain(balances: Balances = {}, options: NftTestChainOptions = {}): TestChain {
  return createTokensChain(
    { tokens: TOKENS, balances: balanceRows(balances), contractsBalances: balanceRows(options.contractsBalances ?? {}) },
    [nft, nftmarket, ...(options.contracts ?? [])],
  );
}

/** Creates CARD (issuer alice) with properties and, optionally, a groupBy. */
export function createCard(
  chain: TestChain,
  properties: Record<string, 'number' | 'string' | 'boolean'> = {},
  groupBy?: string[],
): void {
  chain.runAction('alice', 'nft', 'create', { name: 'Cards', symbol: 'CARD', url: 'https://cards.example' });
  for (const [name, type] of Object.entries(properties)) {
    chain.runAction('alice', 'nft', 'addProperty', { symbol: 'CARD', name, type });
  }
  if (groupBy) chain.runAction('alice', 'nft', 'setGroupBy', { symbol: 'CARD', properties: groupBy });
}

export function issueCard(chain: TestChain, to: string, properties?: Record<string, unknown>) {
  return chain.runAction('alice', 'nft', 'issue', { symbol: 'CARD', to, feeSymbol: 'BEE', properties });
}

/** CARD with delegation enabled (2-day cooldown) and instances 1 and 2 held by bob. */
export function chainWithDelegation(): TestChain {
  const t = createNftTestChain({ alice: { BEE: '1101' } });
  createCard(t);
  t.runAction('alice', 'nft', 'enableDelegation', { symbol: 'CARD', undelegationCooldown: 2 });
  issueCard(t, 'bob');
  issueCard(t, 'bob');
  return t;
}
