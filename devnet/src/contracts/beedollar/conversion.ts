import { BigNumber, toBigNumber, type Numeric } from '../shared/chain-number';
import { BEE_PRECISION, BEED_PRECISION, MIN_FEE } from './constants';

/** The arithmetic of `convert`, with the contract's roundings (reference §16). */

export interface Deduction {
  /** BEE kept as the fee, 8 dp ("0" when the percentage is not positive). */
  fee: string;
  /** BEE that is converted: quantity − fee. */
  net: BigNumber;
}

/** fee = quantity × feePercentage rounded up to 8 dp, at least 0.00000001 BEE. */
export function deductFee(quantity: Numeric, feePercentage: Numeric): Deduction {
  const amount = toBigNumber(quantity);
  const percentage = toBigNumber(feePercentage);
  if (!percentage.gt(0)) return { fee: '0', net: amount };
  const computed = amount.times(percentage).toFixed(BEE_PRECISION, BigNumber.ROUND_UP);
  const fee = toBigNumber(computed).lt(MIN_FEE) ? MIN_FEE : computed;
  return { fee, net: amount.minus(fee) };
}

/**
 * BEE in USD = BEE's price in HIVE (`quotePrice` of SWAP.HIVE:BEE) × HIVE's price in HBD
 * (`basePrice` of SWAP.HIVE:SWAP.HBD), rounded down to 8 dp; a missing pool or price counts as 0.
 */
export function beePriceInUsd(beePriceInHive: unknown, hivePriceInHbd: unknown): string {
  const factor = (value: unknown) => toBigNumber(value ? value : '0');
  return factor(beePriceInHive).times(factor(hivePriceInHbd)).toFixed(BEE_PRECISION, BigNumber.ROUND_DOWN);
}

/** BEED issued for the net BEE: net × price rounded down to 4 dp. */
export function beedFor(net: Numeric, priceInUsd: Numeric): string {
  return toBigNumber(net).times(toBigNumber(priceInUsd)).toFixed(BEED_PRECISION, BigNumber.ROUND_DOWN);
}
