import type { Balance, Token } from '@tdx/contracts';
import type { StakeBreakdown } from '../model/stake';

/** What every token action dialog takes. */
export interface TokenDialogProps {
  token: Token;
  /** The signed-in account, which signs the action. */
  account: string;
  onClose: () => void;
}

/** The holder's actions that spend what the account holds: Transfer, Stake, Unstake, Delegate. */
export interface HoldingDialogProps extends TokenDialogProps {
  /** The account's balance row of the token (its liquid `balance`). */
  balance: Balance;
  /** Its stake split (`stakeBreakdown`): Unstake and Delegate use what is `available`. */
  stake: StakeBreakdown;
}

/** The issuer's actions that cost a fee in BEE: Enable staking, Enable delegation. */
export interface FeeDialogProps extends TokenDialogProps {
  /** The account's liquid BEE. */
  beeBalance: string;
}
