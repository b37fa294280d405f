import type { ContractApi } from '../../chain/contract-api';
import { countDecimals, isNumericString, toBigNumber } from '../shared/chain-number';
import { HIVE_PEGGED_SYMBOL } from '../shared/constants';
import { isTransferVerified } from '../shared/token-transfers';
import type { Payload } from '../tokens/validation';
import { HIVE_PRECISION, MIN_WITHDRAWAL } from './constants';
import { afterFee, pegFee } from './fee';
import { queueFeePayout, queueUserPayout } from './withdrawals';

/**
 * `withdraw {quantity}` (active key): the whole quantity of SWAP.HIVE goes to the peg account and
 * two payouts are queued — the quantity minus the fee to the user, the fee to the fee account.
 * No event besides the tokens transfer.
 */
export function withdraw(api: ContractApi, payload: Payload): void {
  const { quantity, isSignedWithActiveKey } = payload;
  const valid = isNumericString(quantity) && Boolean(isSignedWithActiveKey) && countDecimals(quantity) <= HIVE_PRECISION;
  if (!api.assert(valid, 'invalid params')) return;
  const amount = quantity as string;
  if (!api.assert(toBigNumber(amount).gte(MIN_WITHDRAWAL), 'minimum withdrawal is 0.002')) return;
  const fee = pegFee(amount);
  const payout = afterFee(amount, fee);
  if (!toBigNumber(payout).gt(0)) return;

  const result = api.executeSmartContract('tokens', 'transfer', { symbol: HIVE_PEGGED_SYMBOL, quantity: amount, to: api.owner });
  const expected = { event: 'transfer' as const, from: api.sender, to: api.owner, symbol: HIVE_PEGGED_SYMBOL, quantity: amount };
  if (!isTransferVerified(result, expected)) return;
  queueUserPayout(api, api.sender as string, payout);
  queueFeePayout(api, fee);
}
