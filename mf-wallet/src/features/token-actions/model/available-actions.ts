import { chainAmount } from '@tdx/token-actions';
import type { WalletRow } from '../../../shared';

export type TokenActionKind =
  | 'transfer'
  | 'stake'
  | 'unstake'
  | 'cancelUnstake'
  | 'delegate'
  | 'undelegate'
  | 'issue'
  | 'enableStaking'
  | 'enableDelegation'
  | 'transferOwnership'
  | 'editMetadata'
  | 'raisePrecision';

export const ACTION_LABELS: Record<TokenActionKind, string> = {
  transfer: 'Transfer',
  stake: 'Stake',
  unstake: 'Unstake',
  cancelUnstake: 'Pending unstakes',
  delegate: 'Delegate',
  undelegate: 'Undelegate',
  issue: 'Issue',
  enableStaking: 'Enable staking',
  enableDelegation: 'Enable delegation',
  transferOwnership: 'Transfer ownership',
  editMetadata: 'Edit details',
  raisePrecision: 'Raise precision',
};

const MAX_PRECISION = 8;

/** The actions that make sense for a row now, holder actions first, then the issuer's. */
export function availableActions(row: WalletRow): TokenActionKind[] {
  const { token, balance, stake } = row;
  const liquid = chainAmount(balance.balance).isGreaterThan(0);
  const canUseStake = stake.available.isGreaterThan(0);
  const holder: [TokenActionKind, boolean][] = [
    ['transfer', liquid],
    ['stake', Boolean(token.stakingEnabled) && liquid],
    ['unstake', Boolean(token.stakingEnabled) && canUseStake],
    ['cancelUnstake', stake.pendingUnstake.isGreaterThan(0)],
    ['delegate', Boolean(token.delegationEnabled) && canUseStake],
    ['undelegate', chainAmount(balance.delegationsOut).isGreaterThan(0)],
  ];
  const issuer: [TokenActionKind, boolean][] = row.issuedByAccount
    ? [
        ['issue', chainAmount(token.maxSupply).isGreaterThan(chainAmount(token.supply))],
        ['enableStaking', !token.stakingEnabled],
        ['enableDelegation', Boolean(token.stakingEnabled) && !token.delegationEnabled],
        ['transferOwnership', true],
        ['editMetadata', true],
        ['raisePrecision', token.precision < MAX_PRECISION],
      ]
    : [];
  return [...holder, ...issuer].filter(([, applies]) => applies).map(([kind]) => kind);
}
