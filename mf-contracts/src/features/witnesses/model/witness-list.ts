import BigNumber from 'bignumber.js';
import { weightOf, wholeNumberOf } from './chain-values';

/** A `witnesses.witnesses` row as the node serves it (every field is chain data: read defensively). */
export interface WitnessRow {
  _id: number;
  account: string;
  approvalWeight?: unknown;
  signingKey?: unknown;
  domain?: unknown;
  IP?: unknown;
  RPCPort?: unknown;
  P2PPort?: unknown;
  enabled?: unknown;
  missedRounds?: unknown;
  verifiedRounds?: unknown;
  lastBlockVerified?: unknown;
}

/**
 * - `top`: one of the `numberOfTopWitnesses` enabled witnesses with the most weight, who produce blocks every round;
 * - `backup`: enabled with some weight, the pool one more slot is drawn from each round (by weight);
 * - `unvoted`: enabled but nobody's approval weighs anything, so never scheduled;
 * - `disabled`: the node is switched off.
 */
export type WitnessRole = 'top' | 'backup' | 'unvoted' | 'disabled';

export interface NodeAddress {
  kind: 'domain' | 'IP';
  value: string;
}

export interface RankedWitness {
  rank: number;
  account: string;
  weight: BigNumber;
  enabled: boolean;
  role: WitnessRole;
  missedRounds: number | null;
  verifiedRounds: number | null;
  lastBlockVerified: number | null;
  address: NodeAddress | null;
  rpcPort: number | null;
  p2pPort: number | null;
  signingKey: string | null;
}

function addressOf(row: WitnessRow): NodeAddress | null {
  if (typeof row.domain === 'string' && row.domain !== '') return { kind: 'domain', value: row.domain };
  if (typeof row.IP === 'string' && row.IP !== '') return { kind: 'IP', value: row.IP };
  return null;
}

/**
 * Every witness ranked by approval weight (ties in registration order, as the node sorts), with
 * the role the schedule gives it: the first `topCount` enabled witnesses with weight are the top.
 */
export function rankWitnesses(rows: readonly WitnessRow[], topCount: number): RankedWitness[] {
  const sorted = rows
    .map((row) => ({ row, weight: weightOf(row.approvalWeight) }))
    .sort((a, b) => b.weight.comparedTo(a.weight) || a.row._id - b.row._id);
  let topTaken = 0;
  return sorted.map(({ row, weight }, index) => {
    const enabled = row.enabled === true;
    let role: WitnessRole = 'disabled';
    if (enabled && weight.isZero()) role = 'unvoted';
    else if (enabled) role = topTaken++ < topCount ? 'top' : 'backup';
    return {
      rank: index + 1,
      account: row.account,
      weight,
      enabled,
      role,
      missedRounds: wholeNumberOf(row.missedRounds),
      verifiedRounds: wholeNumberOf(row.verifiedRounds),
      lastBlockVerified: wholeNumberOf(row.lastBlockVerified),
      address: addressOf(row),
      rpcPort: wholeNumberOf(row.RPCPort),
      p2pPort: wholeNumberOf(row.P2PPort),
      signingKey: typeof row.signingKey === 'string' ? row.signingKey : null,
    };
  });
}

export function roleText(role: WitnessRole, topCount: number): string {
  switch (role) {
    case 'top':
      return `Top ${topCount}`;
    case 'backup':
      return 'Backup';
    case 'unvoted':
      return 'No approvals';
    case 'disabled':
      return 'Disabled';
  }
}
