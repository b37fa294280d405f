/** Requests as the page-side Keychain API builds them (reference §20.1), without `request_id`. */
export type KeychainRequest = SignBufferRequest | CustomJsonRequest | TransferRequest | BroadcastRequest;

export interface SignBufferRequest {
  type: 'signBuffer';
  username: string;
  message: string;
  method: KeyName;
  title?: string;
}

export interface CustomJsonRequest {
  type: 'custom';
  username: string;
  id: string;
  method: TransactionKeyName;
  json: string;
  display_msg: string;
}

export interface TransferRequest {
  type: 'transfer';
  username: string;
  to: string;
  amount: string;
  memo: string;
  currency: string;
  enforce: boolean;
}

export interface BroadcastRequest {
  type: 'broadcast';
  username: string;
  operations: [string, Record<string, unknown>][];
  method: TransactionKeyName;
}

/** The response object of reference §20.2 (the script adds `request_id`). */
export interface KeychainResponse {
  success: boolean;
  error: unknown;
  result: unknown;
  data: unknown;
  message: string;
  publicKey?: string;
}

export type KeyName = 'Posting' | 'Active' | 'Memo';
export type TransactionKeyName = Exclude<KeyName, 'Memo'>;
