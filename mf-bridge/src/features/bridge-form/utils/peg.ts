import BigNumber from 'bignumber.js';
import type { ContractAction } from '@tdx/contracts';

/** hivepegged (reference §8): 0.75 % on deposits and withdrawals, at least 0.001, HIVE's 3 decimals. */
export const PEG_FEE_RATE = '0.0075';
export const PEG_MIN_FEE = '0.001';
export const HIVE_PRECISION = 3;
/** The contract refuses smaller withdrawals (`minimum withdrawal is 0.002`). */
export const PEG_MIN_WITHDRAWAL = '0.002';
/** The peg's Hive account when the settings do not name one (the contract's owner). */
export const DEFAULT_PEG_ACCOUNT = 'honey-swap';

export interface PegQuote {
  fee: string;
  receive: string;
}

/** fee = max(0.001, amount × 0.75 % rounded half-up to 3 decimals); receive = amount − fee. */
export function pegQuote(amount: BigNumber.Value): PegQuote {
  const quantity = new BigNumber(amount);
  const fee = BigNumber.max(quantity.times(PEG_FEE_RATE).decimalPlaces(HIVE_PRECISION, BigNumber.ROUND_HALF_UP), PEG_MIN_FEE);
  return { fee: fee.toFixed(HIVE_PRECISION), receive: BigNumber.max(quantity.minus(fee), 0).toFixed(HIVE_PRECISION) };
}

/** The memo that makes a HIVE transfer to the peg account a `hivepegged.buy` on the sidechain. */
export function depositMemo(sidechainId: string): string {
  return JSON.stringify({ id: sidechainId, json: { contractName: 'hivepegged', contractAction: 'buy', contractPayload: {} } });
}

/** `hivepegged.withdraw` with the quantity written with exactly 3 decimals. */
export function pegWithdrawAction(amount: BigNumber.Value): ContractAction {
  return { contractName: 'hivepegged', contractAction: 'withdraw', contractPayload: { quantity: new BigNumber(amount).toFixed(HIVE_PRECISION, BigNumber.ROUND_DOWN) } };
}
