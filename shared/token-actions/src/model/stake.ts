import BigNumber from 'bignumber.js';
import type { Balance, PendingUnstake, Token } from '@tdx/contracts';

/** A chain decimal string as a BigNumber; missing or unparsable fields (very old rows) count as 0. */
export function chainAmount(value: string | undefined | null): BigNumber {
  if (value === undefined || value === null || value.trim() === '') return new BigNumber(0);
  try {
    const amount = new BigNumber(value);
    return amount.isFinite() ? amount : new BigNumber(0);
  } catch {
    return new BigNumber(0); // bignumber.js 11 throws on non-numeric strings
  }
}

export interface StakeBreakdown {
  /** What can be unstaked or delegated now. */
  available: BigNumber;
  /** Still counted in `stake` but promised to later tranches of pending unstakes. */
  locked: BigNumber;
  /** Left to be paid out by pending unstakes (the tranche in flight included). */
  pendingUnstake: BigNumber;
}

/**
 * Splits a balance's stake the way the contract does (reference §3.3 unstake): every pending
 * unstake with more than one tranche left keeps `quantityLeft − tranche` inside `stake`, where
 * tranche = quantity / numberTransactions cut to the token's precision.
 */
export function stakeBreakdown(balance: Balance, token: Pick<Token, 'precision' | 'numberTransactions'>, pendingUnstakes: readonly PendingUnstake[]): StakeBreakdown {
  const tranches = token.numberTransactions ?? 1;
  const locked = pendingUnstakes
    .filter((unstake) => unstake.symbol === balance.symbol && unstake.numberTransactionsLeft > 1)
    .reduce((sum, unstake) => {
      const tranche = chainAmount(unstake.quantity).dividedBy(tranches).decimalPlaces(token.precision, BigNumber.ROUND_DOWN);
      return sum.plus(chainAmount(unstake.quantityLeft).minus(tranche));
    }, new BigNumber(0));
  const stake = chainAmount(balance.stake);
  return {
    available: BigNumber.max(stake.minus(locked), 0),
    locked: BigNumber.min(locked, stake),
    pendingUnstake: chainAmount(balance.pendingUnstake),
  };
}
