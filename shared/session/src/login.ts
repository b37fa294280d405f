import { mainApi } from '@tdx/api/core';
import { emit, notify } from '@tdx/event-bus';
import type { AuthResponse, NotifyOptions, User } from '@tdx/contracts';
import { applyAuthResponse, me } from './auth';

export type LoginFailureReason = 'cancelled' | 'keychain-missing' | 'error';

export type LoginOutcome = { success: true; user: User } | { success: false; reason: LoginFailureReason; message: string };

export const LOGIN_CANCELLED_MESSAGE = 'Login cancelled';

async function authenticate(username: string): Promise<LoginOutcome> {
  const ts = Date.now();
  // The Keychain adapter (and bignumber.js behind it) stays off the first paint until a login.
  const { MISSING_ERROR, signBuffer } = await import('@tdx/keychain');
  const signed = await signBuffer(username, `${username}${ts}`, 'Posting');
  if (!signed.success) {
    if (signed.cancel) return { success: false, reason: 'cancelled', message: LOGIN_CANCELLED_MESSAGE };
    return { success: false, reason: signed.error === MISSING_ERROR ? 'keychain-missing' : 'error', message: signed.message };
  }
  const response = await mainApi.post<AuthResponse>('auth/v2/login', { username, ts, sig: signed.result }, { bearer: null });
  const user = applyAuthResponse(response) ?? (await me());
  return user ? { success: true, user } : { success: false, reason: 'error', message: 'Login answer carried no user' };
}

/** The toast for a failed login; none for a missing extension (the install modal opens instead). */
function failureToast(reason: LoginFailureReason, message: string): NotifyOptions | undefined {
  if (reason === 'keychain-missing') return undefined;
  if (reason === 'cancelled') return { description: message, variant: 'info' };
  return { title: 'Error', description: message, variant: 'error' };
}

/**
 * Keychain-signed login (`username + ts` with the Posting key → `POST auth/v2/login`).
 * Events: `login-waiting`, then `login-successful` or `login-failed`, then `login-done`.
 * A failure shows an error toast titled "Error" with the server's message; a cancel shows an
 * info toast; a missing extension only triggers the install modal (via `keychain-missing`).
 */
export async function login(username: string): Promise<LoginOutcome> {
  emit({ type: 'login-waiting', username });
  let outcome: LoginOutcome;
  try {
    outcome = await authenticate(username);
  } catch (error) {
    outcome = { success: false, reason: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  if (outcome.success) {
    emit({ type: 'login-successful', user: outcome.user });
  } else {
    emit({ type: 'login-failed', message: outcome.message, cancel: outcome.reason === 'cancelled' });
    const toast = failureToast(outcome.reason, outcome.message);
    if (toast) notify(toast);
  }
  emit({ type: 'login-done' });
  return outcome;
}
