import type { QueryKey } from '@tanstack/react-query';
import { broadcast, CANCELLED_TEXT, MISSING_MESSAGE, UNCONFIRMED_TEXT, UNKNOWN_OUTCOME_TEXT, type BroadcastOutcome } from '@tdx/keychain';
import type { ContractAction } from '@tdx/contracts';
import { useSession } from '@tdx/session';
import { useCallback, useRef, useState } from 'react';
import { dataChanged, dataKeys } from './keys';

export interface BroadcastRequest {
  actions: ContractAction | ContractAction[];
  /** Shown in the Keychain popup; short, with the symbol (`Transfer (BEE)`). */
  displayName: string;
  /** Toast once every sidechain transaction is confirmed (default 'Transaction confirmed'). */
  successMessage?: string;
  /** `Active` unless the action only needs the posting key. */
  key?: 'Active' | 'Posting';
  /** Event prefix on the bus (`<name>-waiting` …); `broadcast` by default. */
  name?: string;
  /** Carried on the bus events: which of a page's buttons is busy. */
  actionId?: string;
  /**
   * Reads the action changed beyond the signer's own account data (always refreshed), e.g. the
   * recipient's account or a token's definition.
   */
  invalidates?: readonly QueryKey[];
}

export type BroadcastState =
  | { status: 'idle' }
  | { status: 'waiting' }
  | { status: 'confirmed' }
  /** Broadcast, but the sidechain did not report it within the confirmation window. */
  | { status: 'unconfirmed'; message: string }
  /** Processed, but the node's answer did not say whether it succeeded. */
  | { status: 'unknown'; message: string }
  | { status: 'cancelled'; message: string }
  /** Chain `logs.errors` (the contract's text), a Keychain error, a Keychain that never answered, or no Keychain. */
  | { status: 'failed'; message: string };

export interface Broadcast {
  state: BroadcastState;
  waiting: boolean;
  /** The text to show next to the submit button after a cancel, failure, or missing or unreadable confirmation, else null. */
  problem: string | null;
  /** Signs and follows `request` for the signed-in user; `null` when nobody is signed in or one is already running. */
  run: (request: BroadcastRequest) => Promise<BroadcastOutcome | null>;
  reset: () => void;
}

export const NOT_SIGNED_IN_TEXT = 'Log in to send transactions';

function stateOf(outcome: BroadcastOutcome): BroadcastState {
  switch (outcome.status) {
    case 'confirmed':
      return { status: 'confirmed' };
    case 'unconfirmed':
      return { status: 'unconfirmed', message: UNCONFIRMED_TEXT };
    case 'unknown':
      return { status: 'unknown', message: UNKNOWN_OUTCOME_TEXT };
    case 'cancelled':
      return { status: 'cancelled', message: CANCELLED_TEXT };
    case 'failed':
      return { status: 'failed', message: outcome.errors.join('\n') };
    case 'keychain-missing':
      return { status: 'failed', message: MISSING_MESSAGE };
    case 'keychain-error':
      return { status: 'failed', message: outcome.message };
  }
}

/**
 * One form's Keychain broadcast through `@tdx/keychain`'s flow (bus events, toasts, confirmation of
 * every sidechain transaction, `logs.errors` as the failure text). A second submit while one runs
 * is ignored. Once the chain may have taken the action (confirmed, not yet confirmed, or unknown) the
 * signer's account data and the request's `invalidates` are read again in every mounted area.
 */
export function useBroadcast(): Broadcast {
  const { user } = useSession();
  const [state, setState] = useState<BroadcastState>({ status: 'idle' });
  const running = useRef(false);

  const run = useCallback(
    async (request: BroadcastRequest) => {
      if (!user) {
        setState({ status: 'failed', message: NOT_SIGNED_IN_TEXT });
        return null;
      }
      if (running.current) return null;
      running.current = true;
      setState({ status: 'waiting' });
      try {
        const { actions, invalidates = [], ...options } = request;
        const outcome = await broadcast(user.username, actions, options);
        setState(stateOf(outcome));
        if (outcome.status === 'confirmed' || outcome.status === 'unconfirmed' || outcome.status === 'unknown') dataChanged([dataKeys.account(user.username), ...invalidates]);
        return outcome;
      } catch (error) {
        setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
        return null;
      } finally {
        running.current = false;
      }
    },
    [user],
  );

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  const problem = 'message' in state ? state.message : null;
  return { state, waiting: state.status === 'waiting', problem, run, reset };
}
