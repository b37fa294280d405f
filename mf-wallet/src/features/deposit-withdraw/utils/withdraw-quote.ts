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

/** Fee and amount received for `quantity` of the option's token. */
export function withdrawQuote(option: TransferOption, quantity: string, precision: number): WithdrawQuote {
  if (option.kind === 'hive') return { ...pegQuote(quantity), estimate: false };
  const rate = option.kind === 'converter' ? CONVERTER_FEE_RATE : EVM_FEE_RATE;
  const amount = new BigNumber(quantity);
  const fee = amount.times(rate).decimalPlaces(precision, BigNumber.ROUND_UP);
  return { fee: fee.toFixed(precision), receive: amount.minus(fee).toFixed(precision), estimate: true };
}
