import type { Token } from '@tdx/contracts';
import { formatTokenAmount } from '@tdx/ui/format';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** Staking as the token row has it: off, or how an unstake pays back. */
export function stakingText(token: Token): string {
  if (!token.stakingEnabled) return 'Off';
  const days = token.unstakingCooldown ?? 1;
  const tranches = token.numberTransactions ?? 1;
  return `On: unstaking takes ${plural(days, 'day')} in ${plural(tranches, 'tranche')}`;
}

/** Delegation as the token row has it: off (saying when staking must come first), or its cooldown. */
export function delegationText(token: Token): string {
  if (token.delegationEnabled) return `On: undelegating takes ${plural(token.undelegationCooldown ?? 0, 'day')}`;
  return token.stakingEnabled ? 'Off' : 'Off (needs staking)';
}

/** Staking in a table cell: off, or `On (cooldown, tranches)`. */
export function stakingSummary(token: Token): string {
  return token.stakingEnabled ? `On (${plural(token.unstakingCooldown ?? 1, 'day')}, ${plural(token.numberTransactions ?? 1, 'tranche')})` : 'Off';
}

/** Delegation in a table cell: off, or `On (cooldown)`. */
export function delegationSummary(token: Token): string {
  return token.delegationEnabled ? `On (${plural(token.undelegationCooldown ?? 0, 'day')})` : 'Off';
}

/** The token's supply figures at its precision, in the order the pages show them. */
export function supplyFigures(token: Token): Array<readonly [term: string, figure: string]> {
  const amount = (value: string) => `${formatTokenAmount(value, token.precision)} ${token.symbol}`;
  return [
    ['Supply', amount(token.supply)],
    ['Circulating', amount(token.circulatingSupply)],
    ['Max supply', amount(token.maxSupply)],
    ['Precision', plural(token.precision, 'decimal')],
  ];
}
