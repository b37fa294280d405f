import BigNumber from 'bignumber.js';
import { FEE_SYMBOL } from '@tdx/controls';

export const FEE_UNREADABLE_TEXT = 'The NFT creation fee could not be read from the sidechain. Try again in a moment.';
export const BALANCE_UNREADABLE_TEXT = 'Your BEE balance could not be read from the sidechain. Try again in a moment.';

export const feeShortText = (fee: string, balance: string) => `Creating an NFT costs ${fee} ${FEE_SYMBOL}; you have ${balance} ${FEE_SYMBOL}.`;

/** Why the creator cannot pay `nft.params.nftCreationFee` (the contract's first check), or null. */
export function nftCreationFeeProblem(fee: string, balance: string): string | null {
  const owed = new BigNumber(fee);
  const held = new BigNumber(balance);
  if (!owed.isFinite()) return FEE_UNREADABLE_TEXT;
  return owed.lte(0) || held.gte(owed) ? null : feeShortText(owed.toFormat(), held.toFormat());
}
