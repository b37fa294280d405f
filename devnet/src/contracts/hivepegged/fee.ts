import { toBigNumber } from '../shared/chain-number';
import { FEE_RATE, HIVE_PRECISION, MIN_FEE } from './constants';

/** The peg's cut of a HIVE amount: 0.75 % rounded HALF_UP to 3 decimals, at least 0.001. */
export function pegFee(amount: string): string {
  const fee = toBigNumber(amount).multipliedBy(FEE_RATE).toFixed(HIVE_PRECISION);
  return toBigNumber(fee).lt(MIN_FEE) ? MIN_FEE : fee;
}

/** What is left for the user once the fee is taken (3 decimals). */
export function afterFee(amount: string, fee: string): string {
  return toBigNumber(amount).minus(fee).toFixed(HIVE_PRECISION);
}
