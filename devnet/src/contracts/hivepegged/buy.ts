import type { ContractApi } from '../../chain/contract-api';
import { toBigNumber } from '../shared/chain-number';
import { HIVE_PEGGED_SYMBOL } from '../shared/constants';
import type { Payload } from '../tokens/validation';
import { afterFee, pegFee } from './fee';
import { queueFeePayout } from './withdrawals';

/** Pays out of the owner's (the peg account's) balance: a `transfer` with the owner as sender. */
function payFromOwner(api: ContractApi, to: string, quantity: string): void {
  api.executeSmartContractAsOwner('tokens', 'transfer', { symbol: HIVE_PEGGED_SYMBOL, quantity, to });
}

/**
 * `buy` — a Hive transfer to the peg account whose memo is this action; the node adds
 * `recipient` and `amountHIVEHBD` ("10.000 HIVE"). Credits SWAP.HIVE minus the fee out of the
 * owner's balance and queues the fee payout. Silent when the transfer went elsewhere; HBD is refused.
 */
export function buy(api: ContractApi, payload: Payload): void {
  const { recipient, amountHIVEHBD, isSignedWithActiveKey } = payload;
  if (recipient !== api.owner || typeof amountHIVEHBD !== 'string' || !isSignedWithActiveKey) return;
  const [amount, unit] = amountHIVEHBD.split(' ');
  if (!api.assert(unit === 'HIVE', 'only HIVE can be used')) return;
  const fee = pegFee(amount);
  const credited = afterFee(amount, fee);
  if (toBigNumber(credited).gt(0)) payFromOwner(api, api.sender as string, credited);
  queueFeePayout(api, fee);
}
