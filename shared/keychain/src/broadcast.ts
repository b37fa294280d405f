import { emit, notify } from '@tdx/event-bus';
import { DEFAULT_BROADCAST_NAME, type BroadcastEvent, type BroadcastPhase, type ContractAction } from '@tdx/contracts';
import { sidechainTransactionIds, waitForConfirmation } from './confirmation';
import { MISSING_ERROR } from './outcome';
import { customJson, type CustomJsonOptions } from './requests';

export interface BroadcastOptions extends CustomJsonOptions {
  /** Event prefix: `<name>-waiting` … `<name>-done` (default `broadcast`). */
  name?: string;
  /** Carried on every event so a page knows which of its buttons is busy. */
  actionId?: string;
  /** Toast text on confirmed success (default 'Transaction confirmed'). */
  successMessage?: string;
}

export type BroadcastOutcome =
  | { status: 'confirmed'; transactionId: string; transactionIds: string[] }
  | { status: 'failed'; transactionId: string; transactionIds: string[]; errors: string[] }
  | { status: 'unconfirmed'; transactionId: string; transactionIds: string[] }
  /** Processed, but its logs could not be read: it may or may not have taken effect. */
  | { status: 'unknown'; transactionId: string; transactionIds: string[] }
  | { status: 'cancelled' }
  | { status: 'keychain-missing' }
  | { status: 'keychain-error'; message: string };

export const CANCELLED_TEXT = 'Transaction cancelled';
export const UNCONFIRMED_TEXT = 'Transaction broadcast but not yet confirmed. Check again in a moment.';
export const UNKNOWN_OUTCOME_TEXT =
  'The outcome of this transaction could not be confirmed: the sidechain node did not report its result. Check your wallet and history before you try again.';
export const FAILED_TITLE = 'Transaction failed';

/**
 * Sends `actions` through Keychain and follows them on the sidechain. Events, in order:
 * `<name>-waiting`; then `<name>-successful` (every transaction confirmed without `logs.errors`)
 * or `<name>-failed` (cancel, Keychain error, or sidechain errors — shown verbatim), or nothing
 * on timeout or unreadable logs (a warning toast says the outcome is not known); always
 * `<name>-done` last.
 */
export async function broadcast(account: string, actions: ContractAction | ContractAction[], options: BroadcastOptions): Promise<BroadcastOutcome> {
  const name = options.name ?? DEFAULT_BROADCAST_NAME;
  const publish = (phase: BroadcastPhase, details: Partial<BroadcastEvent> = {}) =>
    emit({ kind: 'broadcast', type: `${name}-${phase}`, name, phase, actionId: options.actionId, ...details });

  publish('waiting');
  try {
    const signed = await customJson(account, actions, options);
    if (!signed.success) {
      if (signed.cancel) {
        publish('failed', { cancel: true });
        notify({ description: CANCELLED_TEXT, variant: 'info' });
        return { status: 'cancelled' };
      }
      publish('failed', { errors: [signed.message] });
      if (signed.error === MISSING_ERROR) return { status: 'keychain-missing' };
      notify({ title: 'Error', description: signed.message, variant: 'error' });
      return { status: 'keychain-error', message: signed.message };
    }

    const transactionId = signed.result.tx_id ?? signed.result.id;
    const transactionIds = sidechainTransactionIds(transactionId, Array.isArray(actions) ? actions.length : 1);
    const ids = { transactionId, transactionIds };
    const confirmation = await waitForConfirmation(transactionIds);
    if (confirmation.status === 'unconfirmed') {
      notify({ description: UNCONFIRMED_TEXT, variant: 'warning' });
      return { status: 'unconfirmed', ...ids };
    }
    if (confirmation.status === 'unknown') {
      notify({ description: UNKNOWN_OUTCOME_TEXT, variant: 'warning' });
      return { status: 'unknown', ...ids };
    }
    if (confirmation.errors.length > 0) {
      publish('failed', { ...ids, errors: confirmation.errors });
      notify({ title: FAILED_TITLE, description: confirmation.errors.join('\n'), variant: 'error' });
      return { status: 'failed', ...ids, errors: confirmation.errors };
    }
    publish('successful', ids);
    notify({ description: options.successMessage ?? 'Transaction confirmed', variant: 'success' });
    return { status: 'confirmed', ...ids };
  } finally {
    publish('done');
  }
}
