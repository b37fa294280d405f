import type BigNumber from 'bignumber.js';
import type { WitnessParams } from './params';

/** One account's votes: whom it approved, what an approval of it weighs now, when it last voted. */
export interface VoterState {
  approved: ReadonlySet<string>;
  /** Staked plus delegated-in WORKERBEE. */
  weight: BigNumber;
  /** Sidechain block of the last approve or disapprove; null before the first vote. */
  lastApproveBlock: number | null;
}

/** About 3 seconds per sidechain block. */
export const MS_PER_BLOCK = 3000;

/** How long approvals last without a vote, in days (rounded). */
export function expiryDays(params: WitnessParams): number {
  return Math.round((params.witnessApproveExpireBlocks * MS_PER_BLOCK) / 86_400_000);
}

export function remainingApprovals(voter: VoterState, params: WitnessParams): number {
  return Math.max(0, params.numberOfApprovalsPerAccount - voter.approved.size);
}

export const limitReachedText = (limit: number) => `You approved the most witnesses allowed (${limit}): withdraw an approval before adding another.`;

/** Why `witness` cannot be approved now, or null. */
export function approveProblem(voter: VoterState, params: WitnessParams, witness: string): string | null {
  if (voter.approved.has(witness)) return 'You already approved this witness.';
  if (remainingApprovals(voter, params) === 0) return limitReachedText(params.numberOfApprovalsPerAccount);
  return null;
}

export interface LatestBlock {
  blockNumber: number;
  /** When the page read it (ms). */
  readAtMs: number;
}

export interface ApprovalExpiry {
  /** The first block whose schedule removes the approvals. */
  block: number;
  /** An estimate at 3 s per block from the latest block (the past when already due); null without it. */
  at: Date | null;
  due: boolean;
}

/**
 * The contract removes every approval of an account once `lastApproveBlock` is older than the
 * block number minus `witnessApproveExpireBlocks`: from block last + expire + 1 on. Null without
 * approvals (nothing expires).
 */
export function approvalExpiry(voter: VoterState, params: WitnessParams, latest: LatestBlock | undefined): ApprovalExpiry | null {
  if (voter.approved.size === 0 || voter.lastApproveBlock === null) return null;
  const block = voter.lastApproveBlock + params.witnessApproveExpireBlocks + 1;
  if (!latest) return { block, at: null, due: false };
  const blocksLeft = block - latest.blockNumber;
  return { block, at: new Date(latest.readAtMs + blocksLeft * MS_PER_BLOCK), due: blocksLeft <= 0 };
}
