import type { BridgeTransfer, BridgeTransferStatus } from '@tdx/contracts';

type StatusFields = Pick<BridgeTransfer, 'direction' | 'status' | 'confirmations' | 'requiredConfirmations'>;

/** Confirmed and failed transfers move no more. */
export function isFinal(transfer: Pick<BridgeTransfer, 'status'>): boolean {
  return transfer.status === 'confirmed' || transfer.status === 'failed';
}

/**
 * The step waiting for the other chain's confirmations: a deposit once seen there, a withdrawal once
 * sent there.
 */
export function isWaitingForConfirmations(transfer: StatusFields): boolean {
  const step = transfer.direction === 'deposit' ? 'seen' : 'sent';
  return transfer.status === step && transfer.confirmations < transfer.requiredConfirmations;
}

export const STATUS_NAMES: Record<BridgeTransferStatus, string> = {
  requested: 'Requested',
  seen: 'Seen',
  sent: 'Sent',
  confirmed: 'Confirmed',
  failed: 'Failed',
};

/** The transfer's state in a few words (`Confirming (1 of 2)`, `Failed` …). */
export function statusText(transfer: StatusFields): string {
  return isWaitingForConfirmations(transfer) ? `Confirming (${transfer.confirmations} of ${transfer.requiredConfirmations})` : STATUS_NAMES[transfer.status];
}
