import type { BridgeTransferStep } from '@tdx/contracts';
import { externalTxId, iso, type TrackedTransfer } from './tracked-transfer';
import { CHAIN_PACE, SIDECHAIN_CONFIRM_MS } from './transfer-chains';

/** Credits a completed deposit on the sidechain: its transaction id, or why it could not. */
export type Credit = (transfer: TrackedTransfer) => { txId: string } | { error: string };

const stepAt = (transfer: TrackedTransfer, status: BridgeTransferStep['status']) => {
  const step = transfer.steps.find((candidate) => candidate.status === status);
  return step ? Date.parse(step.at) : Number.NaN;
};

function reach(transfer: TrackedTransfer, status: BridgeTransferStep['status'], atMs: number): void {
  transfer.status = status;
  transfer.steps.push({ status, at: iso(atMs) });
  transfer.updatedAt = iso(atMs);
}

function countConfirmations(transfer: TrackedTransfer, sinceMs: number, nowMs: number): number {
  const { blockMs } = CHAIN_PACE[transfer.chain];
  const count = Math.min(transfer.requiredConfirmations, Math.max(0, Math.floor((nowMs - sinceMs) / blockMs)));
  if (count !== transfer.confirmations) {
    transfer.confirmations = count;
    transfer.updatedAt = iso(sinceMs + count * blockMs);
  }
  return sinceMs + transfer.requiredConfirmations * blockMs;
}

/**
 * Moves a transfer as far as the devnet clock allows, each step at the time it was due. A deposit
 * gathers confirmations of the other chain once seen, is then credited on the sidechain (sent) and
 * confirmed a sidechain block later; a withdrawal seen on the sidechain is sent on the other chain one
 * of its blocks later, then gathers confirmations there until confirmed. Held and final transfers stay.
 */
export function advanceTransfer(transfer: TrackedTransfer, nowMs: number, credit: Credit): void {
  const { blockMs } = CHAIN_PACE[transfer.chain];
  for (;;) {
    if (transfer.held || transfer.status === 'confirmed' || transfer.status === 'failed' || transfer.status === 'requested') return;
    if (transfer.direction === 'deposit') {
      if (transfer.status === 'seen') {
        const dueMs = countConfirmations(transfer, stepAt(transfer, 'seen'), nowMs);
        if (nowMs < dueMs) return;
        const credited = credit(transfer);
        if ('error' in credited) {
          fail(transfer, credited.error, dueMs);
          return;
        }
        transfer.destinationTxId = credited.txId;
        reach(transfer, 'sent', dueMs);
      } else {
        const dueMs = stepAt(transfer, 'sent') + SIDECHAIN_CONFIRM_MS;
        if (nowMs < dueMs) return;
        reach(transfer, 'confirmed', dueMs);
      }
    } else if (transfer.status === 'seen') {
      const dueMs = stepAt(transfer, 'seen') + blockMs;
      if (nowMs < dueMs) return;
      transfer.destinationTxId = externalTxId(transfer.chain, `sent:${transfer.id}`);
      reach(transfer, 'sent', dueMs);
    } else {
      const dueMs = countConfirmations(transfer, stepAt(transfer, 'sent'), nowMs);
      if (nowMs < dueMs) return;
      reach(transfer, 'confirmed', dueMs);
    }
  }
}

/** Ends a transfer as failed; false when it already ended. */
export function fail(transfer: TrackedTransfer, reason: string, atMs: number): boolean {
  if (transfer.status === 'confirmed' || transfer.status === 'failed') return false;
  transfer.status = 'failed';
  transfer.failure = { reason, at: iso(atMs) };
  transfer.updatedAt = iso(atMs);
  return true;
}
