import type { TransactionResult } from '../../chain/block-types';
import type { ContractDefinition, Row } from '../../chain/contract-api';
import type { TestChain } from '../../chain/testing';
import { balanceAmount, balanceRow, BEE, createTokensChain, tokenRow } from '../tokens/test-fixtures';
import { contract as market } from './index';

/** A chain running `tokens` + `market` with SWAP.HIVE, BEE and TKN (precision 3) for tests. */

export const SWAP_HIVE = tokenRow('SWAP.HIVE', { issuer: 'honey-swap', maxSupply: '1000000000.00000000' });
export const TKN = tokenRow('TKN', { precision: 3, maxSupply: '1000000.000' });

/** [account, symbol, balance] */
export type Holding = [string, string, string];

export const DEFAULT_HOLDINGS: Holding[] = [
  ['alice', 'SWAP.HIVE', '1000.00000000'],
  ['alice', 'TKN', '1000.000'],
  ['bob', 'SWAP.HIVE', '1000.00000000'],
  ['bob', 'TKN', '1000.000'],
  ['carol', 'SWAP.HIVE', '1000.00000000'],
  ['carol', 'TKN', '1000.000'],
];

/** `others` run after `market` (e.g. `marketpools`, which reads the market's metrics). */
export function createMarketChain(holdings: Holding[] = DEFAULT_HOLDINGS, others: ContractDefinition[] = []): TestChain {
  return createTokensChain({
    tokens: [BEE, SWAP_HIVE, TKN],
    balances: holdings.map(([account, symbol, balance]) => balanceRow(account, symbol, { balance })),
  }, [market, ...others]);
}

export function marketBalance(chain: TestChain, symbol: string): string | undefined {
  return balanceAmount(chain, 'market', symbol, 'contractsBalances');
}

export const rowsOf = (chain: TestChain, table: string): Row[] => chain.rows('market', table);

export function metricOf(chain: TestChain, symbol: string): Row | null {
  return chain.table('market', 'metrics').findOne({ symbol });
}

/** Event names with their emitting contract, in order — compact assertions on long event lists. */
export function eventTrail(result: TransactionResult): string[] {
  return (result.logs.events ?? []).map(({ contract, event }) => `${contract}.${event}`);
}

export function eventsNamed(result: TransactionResult, event: string): Record<string, unknown>[] {
  return (result.logs.events ?? []).filter((e) => e.event === event).map((e) => e.data);
}

export const placeBuy = (chain: TestChain, account: string, quantity: string, price: string, extra: Record<string, unknown> = {}) =>
  chain.runAction(account, 'market', 'buy', { symbol: 'TKN', quantity, price, ...extra });

export const placeSell = (chain: TestChain, account: string, quantity: string, price: string, extra: Record<string, unknown> = {}) =>
  chain.runAction(account, 'market', 'sell', { symbol: 'TKN', quantity, price, ...extra });

/** alice's `marketBuy` (quantity in SWAP.HIVE to spend) or `marketSell` (TKN to sell) on TKN. */
export const placeMarketOrder = (chain: TestChain, action: 'marketBuy' | 'marketSell', quantity: unknown, extra: Record<string, unknown> = {}, active = true) =>
  chain.runAction('alice', 'market', action, { symbol: 'TKN', quantity, ...extra }, { active });

/** The `tokens` event of `quantity` paid into the market contract by `from`. */
export const paidIn = (from: string, symbol: string, quantity: string) => ({ contract: 'tokens', event: 'transferToContract', data: { from, to: 'market', symbol, quantity } });

/** The `tokens` event of `quantity` paid out of the market contract to `to`. */
export const paidOut = (to: string, symbol: string, quantity: string) => ({ contract: 'tokens', event: 'transferFromContract', data: { from: 'market', to, symbol, quantity } });
