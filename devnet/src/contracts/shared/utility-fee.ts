import type { ContractApi } from '../../chain/contract-api';
import { toBigNumber } from './chain-number';
import { BURN_ACCOUNT, UTILITY_TOKEN_SYMBOL } from './constants';
import { findBalance } from './token-tables';
import { payFromSender } from './token-transfers';

/** Fees in BEE (creation, enabling, data properties …) that other contracts than `tokens` burn. */

/** True when the fee is free (≤ 0) or the sender's BEE balance covers it. */
export function canPayUtilityFee(api: ContractApi, fee: string): boolean {
  if (toBigNumber(fee).lte(0)) return true;
  const balance = findBalance(api, api.sender, UTILITY_TOKEN_SYMBOL);
  return balance !== null && toBigNumber(balance.balance).gte(toBigNumber(fee));
}

/** Burns a positive fee by a tokens `transfer` to `null`; false when that transfer did not happen. */
export function burnUtilityFee(api: ContractApi, fee: string, isSignedWithActiveKey: unknown): boolean {
  if (!toBigNumber(fee).gt(0)) return true;
  return payFromSender(api, 'transfer', BURN_ACCOUNT, UTILITY_TOKEN_SYMBOL, fee, isSignedWithActiveKey);
}
