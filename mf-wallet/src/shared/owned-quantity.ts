import type { Balance } from '@tdx/contracts';
import { chainAmount, type StakeBreakdown } from '@tdx/token-actions';
import type BigNumber from 'bignumber.js';

/**
 * Everything the account owns of a token: liquid, staked (without double counting the locked
 * tranches, which `pendingUnstake` also holds), unstaking, delegated out and coming back from
 * undelegation.
 */
export function ownedQuantity(balance: Balance, stake: StakeBreakdown): BigNumber {
  return chainAmount(balance.balance)
    .plus(stake.available)
    .plus(stake.pendingUnstake)
    .plus(chainAmount(balance.delegationsOut))
    .plus(chainAmount(balance.pendingUndelegations));
}
