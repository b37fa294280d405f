import type BigNumber from 'bignumber.js';
import { CANCELLED_TEXT, transfer, UNCONFIRMED_TEXT, UNKNOWN_OUTCOME_TEXT, waitForConfirmation } from '@tdx/keychain';
import { sidechainId } from '@tdx/settings';
import { depositMemo } from '../utils/peg';

export type DepositOutcome = { status: 'confirmed' } | { status: 'problem'; message: string };

/**
 * Sends HIVE to the peg account with the hivepegged memo, then waits for the sidechain's
 * `hivepegged.buy` (its id is the Hive transaction id) and reports its errors verbatim.
 */
export async function depositHive(account: string, pegAccount: string, amount: BigNumber.Value): Promise<DepositOutcome> {
  const signed = await transfer(account, pegAccount, amount, depositMemo(sidechainId()), 'HIVE');
  if (!signed.success) return { status: 'problem', message: signed.cancel ? CANCELLED_TEXT : signed.message };
  const transactionId = signed.result.tx_id ?? signed.result.id;
  const confirmation = await waitForConfirmation([transactionId]);
  if (confirmation.status === 'unconfirmed') return { status: 'problem', message: UNCONFIRMED_TEXT };
  if (confirmation.status === 'unknown') return { status: 'problem', message: UNKNOWN_OUTCOME_TEXT };
  if (confirmation.errors.length > 0) return { status: 'problem', message: confirmation.errors.join('\n') };
  return { status: 'confirmed' };
}
