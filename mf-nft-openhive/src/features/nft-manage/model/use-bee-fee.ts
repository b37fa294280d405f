import BigNumber from 'bignumber.js';
import { beeBalanceQuery, FEE_SYMBOL } from '@tdx/controls';
import { useData } from '@tdx/data';
import { nftParamsQuery, type NftParams } from '../../../shared';

export const FEE_MESSAGES = {
  unreadable: 'The fee or your BEE balance could not be read from the sidechain. Close and try again in a moment.',
  short: (fee: string, balance: string) => `Not enough ${FEE_SYMBOL}: this costs ${fee} ${FEE_SYMBOL}, you have ${balance} ${FEE_SYMBOL}`,
} as const;

export interface BeeFee {
  /** The live fee in BEE, null while read or when unreadable. */
  fee: string | null;
  beeBalance: string;
  /** Still reading the fee or the balance. */
  busy: boolean;
  /** Why the action cannot be paid for (short, or a read failed), or null. */
  blocker: string | null;
}

/** A live BEE fee of `nft.params` (picked by `feeOf`) against the account's liquid BEE. */
export function useBeeFee(account: string, feeOf: (params: NftParams) => string | undefined): BeeFee {
  const params = useData(nftParamsQuery, undefined);
  const bee = useData(beeBalanceQuery, account);
  const picked = params.data ? feeOf(params.data) : undefined;
  const fee = picked !== undefined && new BigNumber(picked).isFinite() ? picked : null;
  const unreadable = (params.failed && params.data === undefined) || params.data === null || (params.data && fee === null) || (bee.failed && bee.data === undefined);
  const busy = !unreadable && (fee === null || bee.data === undefined);
  const short = fee !== null && bee.data !== undefined && new BigNumber(bee.data).lt(fee);
  return {
    fee,
    beeBalance: bee.data ?? '0',
    busy,
    blocker: unreadable ? FEE_MESSAGES.unreadable : short ? FEE_MESSAGES.short(new BigNumber(fee).toFormat(), new BigNumber(bee.data ?? '0').toFormat()) : null,
  };
}
