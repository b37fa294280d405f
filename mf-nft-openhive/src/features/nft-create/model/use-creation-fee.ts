import { useData } from '@tdx/data';
import { beeBalanceQuery } from '@tdx/controls';
import { nftParamsQuery } from '../../../shared';
import { BALANCE_UNREADABLE_TEXT, FEE_UNREADABLE_TEXT, nftCreationFeeProblem } from './creation-fee';

export interface NftCreationFeeState {
  /** The live `nft.params.nftCreationFee`, null while read or when unreadable. */
  fee: string | null;
  /** The account's liquid BEE, null while read or when unreadable. */
  balance: string | null;
  /** Why the NFT cannot be paid for now (short, or a read failed), or null. */
  problem: string | null;
  /** The problem is a balance below the fee (not a failed read). */
  short: boolean;
  /** Both reads answered. */
  ready: boolean;
  retry: () => void;
}

/** The live NFT creation fee, the account's BEE, and whether they allow creating an NFT. */
export function useNftCreationFee(account: string): NftCreationFeeState {
  const params = useData(nftParamsQuery, undefined);
  const bee = useData(beeBalanceQuery, account);
  const fee = typeof params.data?.nftCreationFee === 'string' ? params.data.nftCreationFee : null;
  const balance = bee.data ?? null;
  const paramsRead = params.data !== undefined;
  const readProblem = (params.failed && !paramsRead) || (paramsRead && fee === null) ? FEE_UNREADABLE_TEXT : bee.failed && balance === null ? BALANCE_UNREADABLE_TEXT : null;
  const ready = fee !== null && balance !== null;
  const problem = readProblem ?? (ready ? nftCreationFeeProblem(fee, balance) : null);
  const retry = () => {
    if (params.failed || fee === null) params.reload();
    if (bee.failed) bee.reload();
  };
  return { fee, balance, problem, short: problem !== null && readProblem === null, ready, retry };
}
