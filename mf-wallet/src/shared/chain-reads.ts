import { hive, queries, readBySymbolSlices, sidechain } from '@tdx/api';
import type { Balance, Delegation, Metric, PendingUnstake, Token, TokensFees } from '@tdx/contracts';

/** Everything the wallet shows for one account, read in one go. */
export interface WalletData {
  account: string;
  /** Every balance row of the account (keyset-paged past 1,000). */
  balances: Balance[];
  /** Tokens of those balances and the tokens the account issued, by symbol. */
  tokens: ReadonlyMap<string, Token>;
  /** Metrics of those tokens (SWAP.HIVE always priced at 1), by symbol. */
  metrics: ReadonlyMap<string, Metric>;
  pendingUnstakes: PendingUnstake[];
}

const bySymbol = <T extends { symbol: string }>(rows: T[]): Map<string, T> => new Map(rows.map((row) => [row.symbol, row]));

/** Balances, their tokens and metrics, the account's issued tokens and its pending unstakes. */
export async function loadWalletData(account: string): Promise<WalletData> {
  const [balances, issued, pendingUnstakes] = await Promise.all([
    queries.getBalances(account),
    queries.getTokens({ issuer: account }),
    sidechain.findAll<PendingUnstake>('tokens', 'pendingUnstakes', { account }),
  ]);
  const held = [...new Set(balances.map((balance) => balance.symbol))];
  // No held symbols, no read. Each slice's metrics carry the synthetic SWAP.HIVE row; the map keeps one.
  const [heldTokens, metrics] = await Promise.all([readBySymbolSlices(held, queries.getTokens), readBySymbolSlices(held, queries.getMetrics)]);
  return {
    account,
    balances,
    tokens: bySymbol([...issued, ...heldTokens]),
    metrics: bySymbol(metrics),
    pendingUnstakes,
  };
}

/** The account's pending unstakes of one token, soonest tranche first. */
export async function loadPendingUnstakes(account: string, symbol: string): Promise<PendingUnstake[]> {
  const rows = await sidechain.findAll<PendingUnstake>('tokens', 'pendingUnstakes', { account, symbol });
  return rows.sort((a, b) => a.nextTransactionTimestamp - b.nextTransactionTimestamp);
}

/** What the account delegated of one token, by recipient. */
export function loadDelegationsOut(account: string, symbol: string): Promise<Delegation[]> {
  return sidechain.findAll<Delegation>('tokens', 'delegations', { from: account, symbol });
}

/** The live `tokens.params` row (fees), `null` when the node has none. */
export function loadTokensParams(): Promise<TokensFees | null> {
  return sidechain.findOne<TokensFees>('tokens', 'params', {});
}

/** Whether a Hive account of that name exists (`condenser_api.get_accounts`). */
export async function hiveAccountExists(name: string): Promise<boolean> {
  const accounts = await hive.getAccounts([name]);
  return accounts.some((account) => account.name === name);
}
