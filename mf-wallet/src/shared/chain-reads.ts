import { queries, readBySymbolSlices, sidechain } from '@tdx/api';
import type { Balance, Metric, PendingUnstake, Token } from '@tdx/contracts';

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
