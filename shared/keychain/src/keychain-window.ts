import { KEYCHAIN_WANTED_EVENT, type KeychainResponse } from '@tdx/contracts';

export type KeychainCallback = (response: KeychainResponse) => void;

/** The part of `window.hive_keychain` we call (reference §20.1; positional arguments). */
export interface HiveKeychain {
  requestSignBuffer(account: string, message: string, key: string, callback: KeychainCallback): void;
  requestCustomJson(account: string, id: string, key: string, json: string, displayName: string, callback: KeychainCallback): void;
  requestTransfer(account: string, to: string, amount: string, memo: string, currency: string, callback: KeychainCallback): void;
}

declare global {
  interface Window {
    hive_keychain?: HiveKeychain;
  }
}

export const DETECT_TIMEOUT_MS = 2000;
const DETECT_INTERVAL_MS = 100;

/** The extension injects itself shortly after load: poll for it before declaring it missing. */
export async function findKeychain(timeoutMs = DETECT_TIMEOUT_MS): Promise<HiveKeychain | undefined> {
  if (!window.hive_keychain) window.dispatchEvent(new Event(KEYCHAIN_WANTED_EVENT));
  for (let waited = 0; ; waited += DETECT_INTERVAL_MS) {
    if (window.hive_keychain) return window.hive_keychain;
    if (waited >= timeoutMs) return undefined;
    await new Promise((resolve) => setTimeout(resolve, DETECT_INTERVAL_MS));
  }
}
