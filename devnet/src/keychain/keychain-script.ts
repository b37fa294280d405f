import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { KeychainMode } from './keychain-mode';

const SOURCE = readFileSync(join(__dirname, 'keychain-browser.js'), 'utf8');
const ENDPOINT_PLACEHOLDER = "'__KEYCHAIN_ENDPOINT__'";

/** The script served at /keychain.js: nothing at all in mode `absent`, else the emulator posting to `endpoint`. */
export function keychainScript(mode: KeychainMode, endpoint: string): string {
  if (mode === 'absent') return '/* Hive Keychain emulator: mode "absent", window.hive_keychain is not defined. */\n';
  return SOURCE.replace(ENDPOINT_PLACEHOLDER, JSON.stringify(endpoint));
}
