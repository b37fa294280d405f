import type { ContractApi, Row } from '../../chain/contract-api';
import { toBigNumber } from '../shared/chain-number';
import type { Payload } from '../tokens/validation';
import { FEE_ACCOUNT } from './constants';

/** A pending HIVE payout that the peg service executes on Hive and then removes. */
export interface WithdrawalRow extends Row {
  id: string;
  type: 'HIVE';
  recipient: string;
  memo: string;
  quantity: string;
}

function insertWithdrawal(api: ContractApi, id: string, recipient: string, quantity: string, memo: string): void {
  const row: WithdrawalRow = { id, type: 'HIVE', recipient, memo, quantity };
  api.table('withdrawals').insert(row);
}

export function queueUserPayout(api: ContractApi, recipient: string, quantity: string): void {
  insertWithdrawal(api, api.transactionId, recipient, quantity, `withdrawal tx ${api.transactionId}`);
}

/** The fee, paid out to the fee account like a withdrawal (`<txid>-fee`). */
export function queueFeePayout(api: ContractApi, fee: string): void {
  if (!toBigNumber(fee).gt(0)) return;
  insertWithdrawal(api, `${api.transactionId}-fee`, FEE_ACCOUNT, fee, `fee tx ${api.transactionId}`);
}

/** `removeWithdrawal {id}`: the owner (peg service) clears a payout it has made. Silent otherwise. */
export function removeWithdrawal(api: ContractApi, payload: Payload): void {
  const { id, isSignedWithActiveKey } = payload;
  if (api.sender !== api.owner || !id || !isSignedWithActiveKey) return;
  const withdrawal = api.table('withdrawals').findOne({ id });
  if (withdrawal !== null) api.table('withdrawals').remove(withdrawal);
}
