import { ApiError, TransportError } from '@tdx/api';

export interface SaveFailure {
  message: string;
  /** The session expired: offer to log in again (the form is kept). */
  loginAgain: boolean;
}

/** What to tell the admin when a settings save failed; nothing typed is lost either way. */
export function saveFailure(error: unknown): SaveFailure {
  const failure = (message: string, loginAgain = false): SaveFailure => ({ message, loginAgain });
  if (error instanceof TransportError) {
    return failure('Not saved: the settings API is unreachable. Check your connection, then save again.');
  }
  if (!(error instanceof ApiError)) return failure(`Not saved: ${error instanceof Error ? error.message : String(error)}`);
  if (error.status === 401) return failure('Not saved: your session has expired. Log in again, then save.', true);
  if (error.status === 403) return failure('Not saved: this account is not an administrator.');
  if (error.status === 400) return failure(`Not saved: the API refused the settings (${error.message}).`);
  return failure(`Not saved: the settings API failed (${error.status} ${error.message}). Try again in a moment.`);
}

/** Why the settings could not be loaded. */
export function loadFailureMessage(error: unknown): string {
  if (error instanceof TransportError) return 'The settings API is unreachable. Check your connection, then try again.';
  if (error instanceof ApiError) return `The settings API failed (${error.status} ${error.message}). Try again in a moment.`;
  return `The settings could not be loaded: ${error instanceof Error ? error.message : String(error)}`;
}
