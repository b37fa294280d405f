import BigNumber from 'bignumber.js';
import { emit } from '@tdx/event-bus';
import { runtimeConfig, sidechainId } from '@tdx/settings';
import type { BroadcastResult, ContractAction, KeychainResponse } from '@tdx/contracts';
import { findKeychain, type HiveKeychain } from './keychain-window';
import { MISSING_ERROR, MISSING_MESSAGE, NO_ANSWER_ERROR, NO_ANSWER_MESSAGE, normalizeResponse, type KeychainOutcome } from './outcome';

export type KeychainKey = 'Posting' | 'Active' | 'Memo';
export type TransferCurrency = 'HIVE' | 'HBD';

export interface CustomJsonOptions {
  /** Defaults to `Active` (every sidechain action needing it); `Posting` for the few that do not. */
  key?: 'Posting' | 'Active';
  /** Shown in the Keychain popup; keep it short and include the symbol. */
  displayName: string;
}

/** How long a request waits for the user's answer in Keychain (a popup closed some other way never answers). */
export const KEYCHAIN_ANSWER_TIMEOUT_MS = 120_000;

const noAnswer: KeychainResponse = { success: false, error: NO_ANSWER_ERROR, message: NO_ANSWER_MESSAGE };

/**
 * Runs `send` against the extension; a missing extension emits `keychain-missing` (install
 * modal); no answer within the runtime config's `keychainAnswerTimeoutMs` (default 2 minutes)
 * ends the request as a failure, so the form that asked is usable again.
 */
async function request<R>(
  send: (keychain: HiveKeychain, callback: (response: KeychainResponse) => void) => void,
  readResult: (raw: unknown) => R,
): Promise<KeychainOutcome<R>> {
  const keychain = await findKeychain();
  if (!keychain) {
    emit({ type: 'keychain-missing' });
    return { success: false, error: MISSING_ERROR, message: MISSING_MESSAGE };
  }
  const waitMs = runtimeConfig().keychainAnswerTimeoutMs ?? KEYCHAIN_ANSWER_TIMEOUT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const response = await new Promise<KeychainResponse>((resolve) => {
    timer = setTimeout(() => resolve(noAnswer), waitMs);
    send(keychain, resolve);
  }).finally(() => clearTimeout(timer));
  return normalizeResponse(response, readResult);
}

/** Older Keychain builds answer `tx_id` only, newer `id` too. */
function readTransaction(raw: unknown): { id: string; tx_id: string; confirmed?: boolean } {
  const result = (raw ?? {}) as { id?: string; tx_id?: string; confirmed?: boolean };
  const id = result.tx_id ?? result.id ?? '';
  return { id, tx_id: id, confirmed: result.confirmed };
}

/** Signs `message` (the signature hex is the result). */
export function signBuffer(account: string, message: string, key: KeychainKey = 'Posting'): Promise<KeychainOutcome<string>> {
  return request((keychain, callback) => keychain.requestSignBuffer(account, message, key, callback), String);
}

export const INVALID_AMOUNT_MESSAGE = 'Invalid transfer amount';

/** A positive amount cut to exactly 3 decimals, or undefined (bignumber.js 11 throws on garbage). */
function transferAmount(amount: BigNumber.Value): string | undefined {
  try {
    const fixed = new BigNumber(amount).decimalPlaces(3, BigNumber.ROUND_DOWN);
    return fixed.isFinite() && fixed.isGreaterThan(0) ? fixed.toFixed(3) : undefined;
  } catch {
    return undefined;
  }
}

/** Hive transfer; `amount` is sent with exactly 3 decimals (rounded down). */
export async function transfer(
  account: string,
  to: string,
  amount: BigNumber.Value,
  memo: string,
  currency: TransferCurrency,
): Promise<KeychainOutcome<BroadcastResult>> {
  const fixed = transferAmount(amount);
  if (!fixed) return { success: false, error: 'invalid_amount', message: INVALID_AMOUNT_MESSAGE };
  return request((keychain, callback) => keychain.requestTransfer(account, to, fixed, memo, currency, callback), readTransaction);
}

/**
 * Custom JSON under the sidechain id. The result's `id` is the Hive tx id for one action and
 * `<txid>-0` for an array (spec §3); `tx_id` is always the Hive tx id.
 */
export function customJson(
  account: string,
  actions: ContractAction | ContractAction[],
  options: CustomJsonOptions,
): Promise<KeychainOutcome<BroadcastResult>> {
  const json = JSON.stringify(actions);
  const key = options.key ?? 'Active';
  return request(
    (keychain, callback) => keychain.requestCustomJson(account, sidechainId(), key, json, options.displayName, callback),
    (raw) => {
      const transaction = readTransaction(raw);
      return Array.isArray(actions) ? { ...transaction, id: `${transaction.tx_id}-0` } : transaction;
    },
  );
}
