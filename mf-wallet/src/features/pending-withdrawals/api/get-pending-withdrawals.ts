import { dataKeys, defineQuery } from '@tdx/data';
import { historyApi, sidechain } from '@tdx/api';

/** A `hivepegged.withdrawals` row (reference §8): a HIVE payout the peg has not sent yet. */
export interface WithdrawalRow {
  _id: number;
  /** The withdrawal's sidechain transaction id. */
  id: string;
  type: string;
  recipient: string;
  memo: string;
  quantity: string;
}

export interface PendingWithdrawal extends WithdrawalRow {
  /** When it was requested (unix seconds), from the history API; null when unknown. */
  timestamp: number | null;
}

interface WithdrawHistoryRow {
  transactionId: string;
  timestamp: number;
}

const HISTORY_LIMIT = 500;

/** Request times by transaction id; the list still shows (without times) when the history API fails. */
async function withdrawalTimes(account: string): Promise<Map<string, number>> {
  try {
    const rows = await historyApi.accountHistory<WithdrawHistoryRow>({ account, symbol: 'SWAP.HIVE', ops: 'hivepegged_withdraw', limit: HISTORY_LIMIT });
    return new Map(rows.map((row) => [row.transactionId, row.timestamp]));
  } catch (error) {
    console.error('Failed to load withdrawal times', error);
    return new Map();
  }
}

/** The account's queued HIVE payouts, newest first (unknown times last, then by row order). */
export async function getPendingWithdrawals(account: string): Promise<PendingWithdrawal[]> {
  const [rows, times] = await Promise.all([sidechain.findAll<WithdrawalRow>('hivepegged', 'withdrawals', { recipient: account }), withdrawalTimes(account)]);
  return rows
    .map((row) => ({ ...row, timestamp: times.get(row.id) ?? null }))
    .sort((a, b) => (b.timestamp ?? -1) - (a.timestamp ?? -1) || b._id - a._id);
}

export const pendingWithdrawalsQuery = defineQuery({
  key: (account: string) => [...dataKeys.account(account), 'pending-withdrawals'],
  fetch: getPendingWithdrawals,
});
