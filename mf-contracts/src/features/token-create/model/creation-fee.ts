import BigNumber from 'bignumber.js';
import { FEE_SYMBOL } from '@tdx/controls';

export const FEE_UNREADABLE_TEXT = 'The creation fee could not be read from the sidechain. Try again in a moment.';
export const BALANCE_UNREADABLE_TEXT = 'Your BEE balance could not be read from the sidechain. Try again in a moment.';

export const feeShortText = (fee: string, balance: string) =>
  `Creating a token costs ${fee} ${FEE_SYMBOL}; you have ${balance} ${FEE_SYMBOL}.`;

export interface CreationFee {
  /** `tokens.params.tokenCreationFee`, null when it could not be read. */
  fee: string | null;
  /** The creator's liquid BEE. */
  balance: string;
  /** Hive Engine's own accounts pay nothing. */
  exempt: boolean;
}

/** Why the creator cannot pay the fee (the contract checks it first), or null. */
export function creationFeeProblem({ fee, balance, exempt }: CreationFee): string | null {
  if (exempt) return null;
  if (fee === null) return FEE_UNREADABLE_TEXT;
  const owed = new BigNumber(fee);
  const held = new BigNumber(balance);
  return owed.lte(0) || held.gte(owed) ? null : feeShortText(owed.toFormat(), held.toFormat());
}
