import BigNumber from 'bignumber.js';
import type { Metric } from '@tdx/contracts';
import { chainAmount, ownedQuantity, type WalletRow } from '../../../shared';

/** A row with what the table shows about its worth. */
export interface ValuedRow extends WalletRow {
  /** What the value counts: liquid only, or everything owned when stake is included. */
  quantity: BigNumber;
  /** USD, or null when the token has no price or the HIVE price is unknown. */
  usdValue: BigNumber | null;
  /** 24 h change in percent, or null when the token did not trade for a day. */
  change: BigNumber | null;
}

/** USD per token: the last trade price (in SWAP.HIVE ≈ HIVE; SWAP.HIVE itself is 1) × HIVE in USD. */
export function usdPrice(metric: Metric | undefined, hivePrice: number | null): BigNumber | null {
  if (!metric || hivePrice === null) return null;
  const lastPrice = chainAmount(metric.lastPrice);
  return lastPrice.isZero() ? null : lastPrice.times(hivePrice);
}

/**
 * `priceChangePercent` (e.g. `"12.5%"`) only while the day it measures is current: the contract
 * resets it on the next trade after `lastDayPriceExpiration`, so a token that stopped trading keeps
 * a stale change until then.
 */
export function dailyChange(metric: Metric | undefined, nowSeconds: number): BigNumber | null {
  if (!metric || !(nowSeconds < metric.lastDayPriceExpiration)) return null;
  return chainAmount(String(metric.priceChangePercent).replace(/%$/, ''));
}

export interface ValuationContext {
  hivePrice: number | null;
  includeStake: boolean;
  /** Unix time in seconds, as the metrics' expirations are. */
  nowSeconds: number;
}

export function valueRow(row: WalletRow, { hivePrice, includeStake, nowSeconds }: ValuationContext): ValuedRow {
  const quantity = includeStake ? ownedQuantity(row.balance, row.stake) : chainAmount(row.balance.balance);
  const price = usdPrice(row.metric, hivePrice);
  return { ...row, quantity, usdValue: price ? quantity.times(price) : null, change: dailyChange(row.metric, nowSeconds) };
}

/** The wallet's estimated USD value: the sum of the rows that have one. */
export function totalUsdValue(rows: readonly ValuedRow[]): BigNumber {
  return rows.reduce((sum, row) => (row.usdValue ? sum.plus(row.usdValue) : sum), new BigNumber(0));
}
