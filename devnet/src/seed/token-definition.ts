import type { ChainNumber } from './rows';

/** How much market activity a token gets in the seed. */
export type MarketActivity =
  /** Deep order books (≥ 200 orders a side at scale 1) and several days of trades. */
  | 'deep'
  /** A few orders and trades within the last 24 h. */
  | 'active'
  /** A few orders; last trade older than 24 h, so the metrics' volume has expired. */
  | 'stale'
  /** No metrics row, no orders. */
  | 'unlisted';

export interface TokenMetadata {
  url: string;
  icon?: string;
  desc?: string;
  [key: string]: string | undefined;
}

/** What the seed decides about a token before any row is written. */
export interface TokenDefinition {
  symbol: string;
  name: string;
  issuer: string;
  precision: number;
  maxSupply: ChainNumber;
  metadata: TokenMetadata;
  staking?: { unstakingCooldown: number; numberTransactions: number };
  delegation?: { undelegationCooldown: number };
  /** Reference price in SWAP.HIVE per token. */
  priceHive: ChainNumber;
  /** A typical holding (a rough scale, hence a float); balances and orders are drawn around it. */
  unit: number;
  market: MarketActivity;
  /** How many ordinary users hold it. */
  holders: number;
  /** Receives whatever is left of maxSupply, so the whole supply is issued (SWAP.HIVE on honey-swap). */
  reserveHolder?: string;
}
