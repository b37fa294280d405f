import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Web3WalletMode } from './wallet-state';

const SOURCE = readFileSync(join(__dirname, 'wallet-browser.js'), 'utf8');
const ENDPOINT_PLACEHOLDER = "'__WEB3_WALLET_ENDPOINT__'";

/** The script served at /ethereum.js: nothing at all in mode `absent`, else the provider posting to `endpoint`. */
export function web3WalletScript(mode: Web3WalletMode, endpoint: string): string {
  if (mode === 'absent') return '/* Web3 wallet emulator: mode "absent", window.ethereum is not defined. */\n';
  return SOURCE.replace(ENDPOINT_PLACEHOLDER, JSON.stringify(endpoint));
}
