import { useData } from '@tdx/data';
import { tokensParamsQuery } from '@tdx/token-actions';
import { beeBalanceQuery } from '@tdx/controls';
import { BALANCE_UNREADABLE_TEXT, creationFeeProblem, FEE_UNREADABLE_TEXT } from './creation-fee';

export interface CreationFeeState {
  /** The live `tokenCreationFee`, null while read or when unreadable. */
  fee: string | null;
  /** The account's liquid BEE, null while read or when unreadable. */
  balance: string | null;
  /** One of `params.heAccounts`: no fee, and SWAP, ETH, BSC and "." allowed in symbols. */
  heAccount: boolean;
  /** Why the token cannot be paid for now (short, or a read failed), or null. */
  problem: string | null;
  /** The problem is a BEE balance below the fee (not a failed read). */
  short: boolean;
  /** Both reads answered. */
  ready: boolean;
  /** Reads again what failed. */
  retry: () => void;
}

/** The live creation fee, the account's BEE and whether they allow creating a token. */
export function useCreationFee(account: string): CreationFeeState {
  const params = useData(tokensParamsQuery, undefined);
  const bee = useData(beeBalanceQuery, account);
  const heAccount = params.data?.heAccounts?.[account] === 1;
  const fee = params.data?.tokenCreationFee ?? null;
  const balance = bee.data ?? null;
  const ready = params.data !== undefined && balance !== null;
  const readProblem = params.failed && params.data === undefined ? FEE_UNREADABLE_TEXT : bee.failed && balance === null ? BALANCE_UNREADABLE_TEXT : null;
  const problem = readProblem ?? (ready ? creationFeeProblem({ fee, balance, exempt: heAccount }) : null);
  const retry = () => {
    if (params.failed) params.reload();
    if (bee.failed) bee.reload();
  };
  return { fee, balance, heAccount, problem, short: problem !== null && readProblem === null && fee !== null, ready, retry };
}
