import type { KeychainResponse } from '@tdx/contracts';

export type KeychainOutcome<R> =
  | { success: true; result: R; message?: string }
  | { success: false; cancel: true; message: string }
  | { success: false; cancel?: undefined; error: string; message: string };

export const MISSING_ERROR = 'keychain_missing';
export const MISSING_MESSAGE = 'Hive Keychain is not installed';
export const CANCEL_MESSAGE = 'Request was canceled by the user.';
export const NO_ANSWER_ERROR = 'keychain_no_answer';
export const NO_ANSWER_MESSAGE = 'Hive Keychain did not answer. If you approved the request, check your wallet before you try again.';

function errorText(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return error.message;
  return 'keychain_error';
}

/** Maps a raw Keychain answer to success / cancel (`user_cancel`) / failure. */
export function normalizeResponse<R>(response: KeychainResponse, readResult: (raw: unknown) => R): KeychainOutcome<R> {
  if (response.success) return { success: true, result: readResult(response.result), message: response.message };
  if (response.error === 'user_cancel') return { success: false, cancel: true, message: response.message || CANCEL_MESSAGE };
  const error = errorText(response.error);
  return { success: false, error, message: response.message || error };
}
