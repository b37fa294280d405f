import BigNumber from 'bignumber.js';
import type { BridgeConversion, ConversionPage } from '@tdx/contracts';
import type { ProcessedTransaction } from '../../devnet';
import { CONVERSION_FEE_RATE, CONVERTER_ACCOUNT, PAIRS } from './coins';

/** One row of GET /bridge/conversions/, as the bridge API answers and the site reads it. */
export type Conversion = BridgeConversion;

export const CONVERSIONS_DEFAULT_LIMIT = 20;
export const CONVERSIONS_MAX_LIMIT = 100;

/** Amounts after the converter fee (0.75 %, 8 decimals, rounded down for the user). */
export function conversionAmounts(amount: BigNumber.Value): { from_amount: string; to_amount: string; ex_fee: string } {
  const from = new BigNumber(amount);
  const fee = from.times(CONVERSION_FEE_RATE).decimalPlaces(8, BigNumber.ROUND_UP);
  return { from_amount: from.toFixed(8), to_amount: from.minus(fee).toFixed(8), ex_fee: fee.toFixed(8) };
}

/** A withdrawal: an error-free token transfer to the converter with memo `<COIN> <address>`. */
export function withdrawalOf(tx: ProcessedTransaction): Conversion | null {
  if (tx.contract !== 'tokens' || tx.action !== 'transfer' || tx.logs.errors?.length) return null;
  const { to, symbol, quantity, memo } = tx.payload;
  if (to !== CONVERTER_ACCOUNT || typeof symbol !== 'string' || typeof quantity !== 'string' || typeof memo !== 'string') return null;
  const [coin, address] = memo.trim().split(/\s+/);
  const pair = PAIRS.find((p) => p.from_coin_symbol === symbol && p.to_coin_symbol === coin);
  if (!pair || !address || !new BigNumber(quantity).isFinite()) return null;
  return {
    id: `w-${tx.transactionId}`,
    created_at: `${tx.timestamp}Z`,
    from_coin_symbol: symbol,
    to_coin_symbol: coin,
    ...conversionAmounts(quantity),
    to_address: address,
    to_memo: null,
    to_txid: `devnet-${tx.transactionId.slice(0, 16)}`,
    deposit: { from_account: tx.sender, coin_symbol: symbol, amount: quantity, txid: tx.transactionId },
  };
}

/** Newest first, filtered like the converter (`deposit__from_account`, `to_address`), paged with limit/offset. */
export function conversionPage(all: readonly Conversion[], query: Record<string, unknown>, path: string): ConversionPage | string {
  const limit = query.limit === undefined ? CONVERSIONS_DEFAULT_LIMIT : Number(query.limit);
  const offset = query.offset === undefined ? 0 : Number(query.offset);
  if (!Number.isInteger(limit) || limit < 1 || limit > CONVERSIONS_MAX_LIMIT) return `limit must be an integer from 1 to ${CONVERSIONS_MAX_LIMIT}`;
  if (!Number.isInteger(offset) || offset < 0) return 'offset must be a non-negative integer';
  const from = typeof query.deposit__from_account === 'string' ? query.deposit__from_account : undefined;
  const to = typeof query.to_address === 'string' ? query.to_address : undefined;
  const matches = all
    .filter((c) => (from === undefined || c.deposit.from_account === from) && (to === undefined || c.to_address === to))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  const link = (at: number) => {
    const params = new URLSearchParams({ ...(from ? { deposit__from_account: from } : {}), ...(to ? { to_address: to } : {}), limit: String(limit), offset: String(at) });
    return `${path}?${params.toString()}`;
  };
  return {
    count: matches.length,
    next: offset + limit < matches.length ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
    results: matches.slice(offset, offset + limit),
  };
}
