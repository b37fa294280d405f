import type { ContractAction } from '@tdx/contracts';
import BigNumber from 'bignumber.js';

/** Gas reserve deposits are sent with 8 decimals (the pegged natives' precision). */
export const GAS_DEPOSIT_PRECISION = 8;

/** What is missing from the reserve to pay `fee` (0 when it is enough), rounded up to 8 decimals. */
export function gasShortfall(fee: BigNumber.Value, reserve: BigNumber.Value): string {
  return BigNumber.max(new BigNumber(fee).minus(reserve), 0).decimalPlaces(GAS_DEPOSIT_PRECISION, BigNumber.ROUND_UP).toFixed();
}

/** Whether the reserve pays the fee. */
export function gasFeeCovered({ fee, reserve }: { fee: BigNumber.Value; reserve: BigNumber.Value }): boolean {
  return new BigNumber(fee).isLessThanOrEqualTo(reserve);
}

/** The tokens.transfer that adds to a gas reserve: the pegged native coin to the bridge account with memo `fee`. */
export function gasDepositAction(nativeSymbol: string, bridgeAccount: string, quantity: BigNumber.Value): ContractAction {
  return {
    contractName: 'tokens',
    contractAction: 'transfer',
    contractPayload: { symbol: nativeSymbol, to: bridgeAccount, quantity: new BigNumber(quantity).toFixed(GAS_DEPOSIT_PRECISION), memo: 'fee' },
  };
}
