import BigNumber from 'bignumber.js';
import type { Token } from '@tdx/contracts';

export type IssuerActionKind = 'issue' | 'editMetadata' | 'raisePrecision' | 'enableStaking' | 'enableDelegation' | 'transferOwnership';

export interface IssuerAction {
  kind: IssuerActionKind;
  label: string;
  /** Why the action does not apply to the token now, or null. */
  unavailable: string | null;
}

export const MAX_PRECISION = 8;

export const UNAVAILABLE = {
  fullyIssued: 'The whole max supply is issued',
  maxPrecision: `It already has ${MAX_PRECISION} decimals, the most`,
  stakingOn: 'Staking is on',
  stakingFirst: 'Enable staking first',
  delegationOn: 'Delegation is on',
} as const;

/** Every action of the token's issuer, in the page's order, each with why it does not apply now (the contract would refuse it). */
export function issuerActions(token: Token): IssuerAction[] {
  const leftToIssue = new BigNumber(token.maxSupply).minus(token.supply);
  const delegationBlock = token.delegationEnabled ? UNAVAILABLE.delegationOn : token.stakingEnabled ? null : UNAVAILABLE.stakingFirst;
  return [
    { kind: 'issue', label: 'Issue', unavailable: leftToIssue.gt(0) ? null : UNAVAILABLE.fullyIssued },
    { kind: 'editMetadata', label: 'Edit details', unavailable: null },
    { kind: 'raisePrecision', label: 'Raise precision', unavailable: token.precision < MAX_PRECISION ? null : UNAVAILABLE.maxPrecision },
    { kind: 'enableStaking', label: 'Enable staking', unavailable: token.stakingEnabled ? UNAVAILABLE.stakingOn : null },
    { kind: 'enableDelegation', label: 'Enable delegation', unavailable: delegationBlock },
    { kind: 'transferOwnership', label: 'Transfer ownership', unavailable: null },
  ];
}
