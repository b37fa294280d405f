import { displayText, type BridgeTransfer, type BridgeTransferStep } from '@tdx/contracts';
import { isWaitingForConfirmations, transferRoute } from '../../../shared';

export type StepName = BridgeTransferStep['status'];

export interface TimelineStep {
  name: StepName;
  title: string;
  /** When it was reached (ISO), null while not. */
  at: string | null;
  /** `done`, the step now awaited (`current`), the step at which the transfer `failed`, or still ahead (`pending`). */
  state: 'done' | 'current' | 'failed' | 'pending';
  /** What the current or failed step waits for or failed of. */
  note: string | null;
}

const ORDER: StepName[] = ['requested', 'seen', 'sent', 'confirmed'];

/** The four steps of a transfer (requested, seen on the source chain, sent and confirmed on the destination), with where it stands. */
export function timelineOf(transfer: BridgeTransfer): TimelineStep[] {
  const { source, destination } = transferRoute(transfer);
  const titles: Record<StepName, string> = {
    requested: 'Requested',
    seen: `Seen on ${source}`,
    sent: `Sent on ${destination}`,
    confirmed: `Confirmed on ${destination}`,
  };
  const reached = new Map(transfer.steps.map((step) => [step.status, step.at]));
  const next = ORDER.find((name) => !reached.has(name));
  const waiting = isWaitingForConfirmations(transfer)
    ? `Waiting for confirmations on ${transfer.direction === 'deposit' ? source : destination}: ${transfer.confirmations} of ${transfer.requiredConfirmations}`
    : null;
  return ORDER.map((name) => {
    const at = reached.get(name) ?? null;
    if (at !== null) return { name, title: titles[name], at, state: 'done', note: null };
    if (name !== next) return { name, title: titles[name], at, state: 'pending', note: null };
    if (transfer.status === 'failed') return { name, title: titles[name], at, state: 'failed', note: transfer.failure ? displayText(transfer.failure.reason) : 'The bridge gave no reason.' };
    return { name, title: titles[name], at, state: 'current', note: waiting };
  });
}
