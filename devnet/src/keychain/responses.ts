import type { KeychainResponse } from './keychain-types';

export const MESSAGES = {
  cancel: 'Request was canceled by the user.',
  signed: 'Message signed successfully.',
  broadcast: 'The transaction has been broadcasted successfully.',
  couldNotSign: 'Could not sign.',
} as const;

export function cancelResponse(data: unknown): KeychainResponse {
  return { success: false, error: 'user_cancel', result: null, data, message: MESSAGES.cancel };
}

export function incompleteResponse(data: unknown, message: string): KeychainResponse {
  return { success: false, error: 'incomplete', result: null, data, message };
}

export function failureResponse(data: unknown, error: string, message: string = MESSAGES.couldNotSign): KeychainResponse {
  return { success: false, error, result: null, data, message };
}

export function signedResponse(data: unknown, signature: string, publicKey: string): KeychainResponse {
  return { success: true, error: null, result: signature, data, message: MESSAGES.signed, publicKey };
}

export function broadcastResponse(data: unknown, txId: string): KeychainResponse {
  return { success: true, error: null, result: { id: txId, tx_id: txId, confirmed: true }, data, message: MESSAGES.broadcast };
}
