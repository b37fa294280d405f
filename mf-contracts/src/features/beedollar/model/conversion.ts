import BigNumber from 'bignumber.js';
import { toFiniteBigNumber } from '@tdx/ui/format';

/** What `beedollar.convert` would do with an amount: the contract's arithmetic and roundings (reference §16). */

export const BEE_SYMBOL = 'BEE';
export const BEED_SYMBOL = 'BEED';
export const BEE_PRECISION = 8;
export const BEED_PRECISION = 4;
/** The smallest fee charged when the fee percentage is positive. */
const MIN_FEE = '0.00000001';
/** The smallest BEED issuance the contract accepts. */
export const MIN_ISSUANCE = '0.0001';

/** The `beedollar.params` row. */
export interface BeeDollarParams {
  /** Smallest BEE amount the contract converts. */
  minConvertibleAmount: string;
  /** Share of the amount kept as the fee ("0.01" = 1 %). */
  feePercentage: string;
}

export type ConversionPreview =
  /** Nothing typed yet, or not a positive amount. */
  | { kind: 'none' }
  | { kind: 'below-minimum'; minimum: string }
  /** The contract would refuse: less than 0.0001 BEED. */
  | { kind: 'too-small'; price: string }
  | { kind: 'conversion'; fee: string; net: string; price: string; beed: string };

/** A stored number read as the contract reads it: missing, 0 or broken counts as 0. */
function chainNumber(value: unknown): BigNumber {
  return (typeof value === 'string' || typeof value === 'number' ? toFiniteBigNumber(value) : undefined) ?? new BigNumber(0);
}

/** BEE in USD = BEE's price in HIVE × HIVE's price in HBD, rounded down to 8 decimals. */
export function beePriceInUsd(beeInHive: unknown, hiveInHbd: unknown): string {
  return chainNumber(beeInHive).times(chainNumber(hiveInHbd)).toFixed(BEE_PRECISION, BigNumber.ROUND_DOWN);
}

/** The fee rounded up to 8 decimals (at least 0.00000001 BEE), the rest converted, BEED rounded down to 4 decimals. */
export function previewConversion(quantity: string, params: BeeDollarParams, price: string): ConversionPreview {
  const amount = toFiniteBigNumber(quantity);
  if (!amount?.gt(0)) return { kind: 'none' };
  if (amount.lt(params.minConvertibleAmount)) return { kind: 'below-minimum', minimum: params.minConvertibleAmount };
  let fee = '0';
  if (new BigNumber(params.feePercentage).gt(0)) {
    fee = BigNumber.max(amount.times(params.feePercentage).toFixed(BEE_PRECISION, BigNumber.ROUND_UP), MIN_FEE).toFixed(BEE_PRECISION);
  }
  const net = amount.minus(fee);
  const beed = net.times(price).toFixed(BEED_PRECISION, BigNumber.ROUND_DOWN);
  if (new BigNumber(beed).lt(MIN_ISSUANCE)) return { kind: 'too-small', price };
  return { kind: 'conversion', fee, net: net.toFixed(BEE_PRECISION), price, beed };
}
