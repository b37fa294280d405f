/** State bag `keychain`: how the emulator answers (POST /__devnet/keychain {mode} sets it). */
export const KEYCHAIN_STATE_KEY = 'keychain';

export const KEYCHAIN_MODES = ['approve', 'cancel', 'fail', 'absent', 'interactive'] as const;
export type KeychainMode = (typeof KEYCHAIN_MODES)[number];

export interface KeychainState {
  mode: KeychainMode;
}

export const DEFAULT_KEYCHAIN_STATE: KeychainState = { mode: 'interactive' };
