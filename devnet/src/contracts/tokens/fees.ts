import type { ContractApi } from '../../chain/contract-api';
import { toBigNumber } from '../shared/chain-number';
import { BURN_ACCOUNT, UTILITY_TOKEN_SYMBOL } from '../shared/constants';
import { transfer } from './transfer';
import type { Payload } from './validation';

/**
 * Burns a positive BEE fee (params `tokenCreationFee`, `enableStakingFee`, `enableDelegationFee`)
 * with the contract's own `transfer` to `null` (its event is the only trace).
 */
export function burnFee(api: ContractApi, fee: string, payload: Payload): void {
  if (toBigNumber(fee).lte(0)) return;
  transfer(api, {
    to: BURN_ACCOUNT,
    symbol: UTILITY_TOKEN_SYMBOL,
    quantity: fee,
    isSignedWithActiveKey: payload.isSignedWithActiveKey,
  });
}
