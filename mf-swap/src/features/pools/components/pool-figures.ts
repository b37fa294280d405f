import type BigNumber from 'bignumber.js';
import { formatNumber, formatTokenAmount, INVALID_NUMBER_TEXT } from '@tdx/ui/extra';
import type { PoolListRow } from '../model/pool-list';

/** Prices of one token in another are shown with 8 decimals (the pools store them so). */
export const PRICE_DECIMALS = 8;

export const usdText = (usd: BigNumber | null) => (usd === null ? INVALID_NUMBER_TEXT : `$${formatNumber(usd, 2)}`);

/** A reserve at its token's precision (the pool's own precision until the token is known). */
export function reserveText(row: PoolListRow, side: 'base' | 'quote'): string {
  const token = side === 'base' ? row.baseToken : row.quoteToken;
  const amount = side === 'base' ? row.baseReserve : row.quoteReserve;
  return `${formatTokenAmount(amount, token?.precision ?? row.pool.precision)} ${row[side]}`;
}

/** Both ways: `1 BASE = x QUOTE` and `1 QUOTE = y BASE`; null lines for a pool without liquidity. */
export function priceLines(row: PoolListRow): [string, string] | null {
  if (!row.basePrice || !row.quotePrice) return null;
  return [`1 ${row.base} = ${formatNumber(row.basePrice, PRICE_DECIMALS)} ${row.quote}`, `1 ${row.quote} = ${formatNumber(row.quotePrice, PRICE_DECIMALS)} ${row.base}`];
}
