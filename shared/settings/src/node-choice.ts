import { readCookie, removeCookie, writeCookie } from './cookies';
import { currentSettings } from './store';
import { runtimeConfig } from './config-state';

export const HIVE_RPC_COOKIE = 'hive-rpc';
export const SIDECHAIN_RPC_COOKIE = 'sidechain-rpc';
export const SIDECHAIN_ID_COOKIE = 'sidechain-id';
const COOKIE_DAYS = 365;

const cookieOptions = { expires: COOKIE_DAYS, sameSite: 'strict' } as const;

/** A node address is used if it is one we configured or any https address (spec §5). */
function isUsableNode(address: string, known: string[]): boolean {
  if (known.includes(address)) return true;
  try {
    return new URL(address).protocol === 'https:';
  } catch {
    return false;
  }
}

export function isValidSidechainNode(address: string): boolean {
  const { sidechain } = runtimeConfig();
  return isUsableNode(address, [sidechain.rpc, ...sidechain.rpcs, ...(currentSettings()?.nodes ?? [])]);
}

export function isValidHiveNode(address: string): boolean {
  const { hive } = runtimeConfig();
  return isUsableNode(address, [hive.rpc, ...hive.rpcs]);
}

export function isValidSidechainId(id: string): boolean {
  return id.startsWith('ssc-');
}

function savedIfValid(cookie: string, isValid: (value: string) => boolean): string | undefined {
  const value = readCookie(cookie);
  return value && isValid(value) ? value : undefined;
}

/** The user's saved sidechain node when still valid. */
export const savedSidechainNode = () => savedIfValid(SIDECHAIN_RPC_COOKIE, isValidSidechainNode);
/** The user's saved Hive node when still valid. */
export const savedHiveNode = () => savedIfValid(HIVE_RPC_COOKIE, isValidHiveNode);

/** The sidechain id custom JSONs are sent under: the saved one when valid, else the configured one. */
export function sidechainId(): string {
  return savedIfValid(SIDECHAIN_ID_COOKIE, isValidSidechainId) ?? runtimeConfig().sidechain.id;
}

function save(cookie: string, value: string, isValid: (value: string) => boolean): boolean {
  if (!isValid(value)) return false;
  writeCookie(cookie, value, cookieOptions);
  return true;
}

/** Saves the choices for 365 days; each returns false (nothing saved) for an invalid value. */
export const saveSidechainNode = (address: string) => save(SIDECHAIN_RPC_COOKIE, address, isValidSidechainNode);
export const saveHiveNode = (address: string) => save(HIVE_RPC_COOKIE, address, isValidHiveNode);
export const saveSidechainId = (id: string) => save(SIDECHAIN_ID_COOKIE, id, isValidSidechainId);

/** Forgets every saved node choice (RPC selector "Restore defaults"). */
export function clearNodeChoices(): void {
  [HIVE_RPC_COOKIE, SIDECHAIN_RPC_COOKIE, SIDECHAIN_ID_COOKIE].forEach(removeCookie);
}
