import { broadcast, CANCELLED_TEXT, MISSING_MESSAGE, UNCONFIRMED_TEXT, type BroadcastOutcome } from '@tdx/keychain';
import type { ContractAction } from '@tdx/contracts';
import { useSession } from '@tdx/session';
import { useCallback, useRef, useState } from 'react';
import { refreshWallet } from './wallet-refresh';

export interface BroadcastRequest {
  actions: ContractAction | ContractAction[];
  /** Shown in the Keychain popup; short, with the symbol (`Transfer (BEE)`). */
  displayName: string;
  /** Toast once every sidechain transaction is confirmed. */
  successMessage: string;
  /** `Active` unless the action only needs the posting key. */
  key?: 'Active' | 'Posting';
  /** Event prefix on the bus (`<name>-waiting` …); `broadcast` by default. */
  name?: string;
}

export type BroadcastActionState =
  | { status: 'idle' }
  | { status: 'waiting' }
  | { status: 'confirmed' }
  /** Broadcast, but the sidechain did not report it within the confirmation window. */
  | { status: 'unconfirmed'; message: string }
  | { status: 'cancelled'; message: string }
  /** Chain `logs.errors` (the contract's text), a Keychain error or a missing Keychain. */
  | { status: 'failed'; message: string };

export interface BroadcastAction {
  state: BroadcastActionState;
  waiting: boolean;
  /** The text to show next to the submit button after a cancel or failure, else null. */
  problem: string | null;
  /** Signs and follows `request` for the signed-in user; resolves `null` when nobody is signed in or one is already running. */
  run: (request: BroadcastRequest) => Promise<BroadcastOutcome | null>;
  reset: () => void;
}

export const NOT_SIGNED_IN_TEXT = 'Log in to send transactions';

function stateOf(outcome: BroadcastOutcome): BroadcastActionState {
  switch (outcome.status) {
    case 'confirmed':
      return { status: 'confirmed' };
    case 'unconfirmed':
      return { status: 'unconfirmed', message: UNCONFIRMED_TEXT };
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
 * One wallet action's Keychain broadcast (`@tdx/keychain`'s flow: bus events, toasts, confirmation
 * of every sidechain transaction). Keeps its state for the button and the message next to it, and
 * refreshes the wallet's balances once the chain has taken the action (confirmed or unconfirmed).
 */
export function useBroadcastAction(): BroadcastAction {
  const { user } = useSession();
  const [state, setState] = useState<BroadcastActionState>({ status: 'idle' });
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
        const outcome = await broadcast(user.username, request.actions, {
          displayName: request.displayName,
          successMessage: request.successMessage,
          key: request.key,
          name: request.name,
        });
        setState(stateOf(outcome));
        if (outcome.status === 'confirmed' || outcome.status === 'unconfirmed') refreshWallet();
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
  const problem = state.status === 'failed' || state.status === 'cancelled' || state.status === 'unconfirmed' ? state.message : null;
  return { state, waiting: state.status === 'waiting', problem, run, reset };
}
