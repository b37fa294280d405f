import type { SignedTransaction } from '@hiveio/dhive';
import type { KeychainMode } from './keychain-mode';
import type { KeychainResponse } from './keychain-types';
import { broadcastResponse, cancelResponse, failureResponse, incompleteResponse, signedResponse } from './responses';
import { operationsOf, privateKeyOf, signBuffer, signTransaction, type HiveChainContext } from './signer';
import { validateRequest } from './validate-request';

/** What the emulator needs from the devnet. */
export interface KeychainBackend {
  mode(): KeychainMode;
  accountExists(username: string): boolean;
  chainContext(): HiveChainContext;
  /** Sends a signed transaction through the Hive node; throws with the node's message when refused. */
  broadcast(tx: SignedTransaction): { id: string };
}

/** The emulator either answers, or asks the page to show its approval dialog first (interactive mode). */
export type KeychainReply = { kind: 'response'; response: KeychainResponse } | { kind: 'confirm' };

/**
 * One Keychain request, in Keychain's order: parameter validation (`incomplete`), then the user's
 * decision (mode), then the account (unknown → the popup explains and the page gets `user_cancel`),
 * then signing and, for transactions, broadcasting to the Hive node.
 */
export function handleKeychainRequest(backend: KeychainBackend, raw: unknown, confirmed: boolean): KeychainReply {
  const answer = (response: KeychainResponse): KeychainReply => ({ kind: 'response', response });
  const validated = validateRequest(raw);
  if (!validated.ok) return answer(incompleteResponse(raw, validated.message));
  const { request } = validated;

  const mode = backend.mode();
  if (mode === 'cancel' || mode === 'absent') return answer(cancelResponse(request));
  if (mode === 'fail') return answer(failureResponse(request, 'sign_error'));
  if (!backend.accountExists(request.username)) return answer(cancelResponse(request));
  if (mode === 'interactive' && !confirmed) return { kind: 'confirm' };

  if (request.type === 'signBuffer') {
    const { signature, publicKey } = signBuffer(request.username, request.message, request.method);
    return answer(signedResponse(request, signature, publicKey));
  }
  const { operations, key } = operationsOf(request);
  try {
    // Signing serialises the operations, so an operation Hive does not know fails here.
    const tx = signTransaction(operations, privateKeyOf(request.username, key), backend.chainContext());
    return answer(broadcastResponse(request, backend.broadcast(tx).id));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return answer(failureResponse(request, message, message));
  }
}
