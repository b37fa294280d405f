import BigNumber from 'bignumber.js';
import { pegQuote } from './peg';
import type { TransferOption } from './transfer-options';

/** The converter's fee (0.75 %, rounded up to 8 decimals) and the EVM bridges' (1 %, plus gas paid apart). */
const CONVERTER_FEE_RATE = '0.0075';
const EVM_FEE_RATE = '0.01';

export interface WithdrawQuote {
  fee: string;
  receive: string;
  /** True when the amount received is an estimate (the bridge settles it). */
  estimate: boolean;
}

/**
 * Fee and amount received for `quantity` of the option's token. For an EVM chain's native coin the
 * bridge's gas fee (`gasFee`, in that coin) is taken off too: amount × 0.99 − gas. A token's gas is
 * paid in the native coin from the gas reserve, so it is not taken off the token.
 */
export function withdrawQuote(option: TransferOption, quantity: string, precision: number, gasFee?: string): WithdrawQuote {
  if (option.kind === 'hive') return { ...pegQuote(quantity), estimate: false };
  const rate = option.kind === 'converter' ? CONVERTER_FEE_RATE : EVM_FEE_RATE;
  const amount = new BigNumber(quantity);
  const fee = amount.times(rate).decimalPlaces(precision, BigNumber.ROUND_UP);
  const gas = option.kind === 'evm' && option.contractAddress === null && gasFee !== undefined ? new BigNumber(gasFee).decimalPlaces(precision, BigNumber.ROUND_UP) : 0;
  return { fee: fee.toFixed(precision), receive: BigNumber.max(amount.minus(fee).minus(gas), 0).toFixed(precision), estimate: true };
}
