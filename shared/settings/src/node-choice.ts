import { SIDECHAIN_RPC_COOKIE } from '@tdx/contracts';
import { readCachedCookie, removeCookie, writeCookie } from './cookies';
import { currentSettings } from './store';
import { runtimeConfig } from './config-state';
import { forgetTrustedNodes, isTrustedNode } from './trusted-nodes';

export const HIVE_RPC_COOKIE = 'hive-rpc';
export { SIDECHAIN_RPC_COOKIE };
export const SIDECHAIN_ID_COOKIE = 'sidechain-id';
const COOKIE_DAYS = 365;
/** `ssc-` and a name, within Hive's 32-character limit on the custom JSON id it is sent as. */
const SIDECHAIN_ID = /^ssc-\S{1,28}$/;

/** Sent only over https when the page is (a devnet on http still keeps its choices). */
const cookieOptions = () => ({ expires: COOKIE_DAYS, sameSite: 'strict', secure: window.location.protocol === 'https:' }) as const;

/** Why an address the user typed cannot be used as a node, or null when it can. */
export type NodeAddressProblem = 'invalid' | 'notHttps' | 'credentials';

function parseUrl(address: unknown): URL | null {
  try {
    return typeof address === 'string' ? new URL(address) : null;
  } catch {
    return null;
  }
}

/** A typed node address must be an absolute https URL without a user name or password (spec §5). */
export function nodeAddressProblem(address: string): NodeAddressProblem | null {
  const url = parseUrl(address);
  if (!url) return 'invalid';
  if (url.protocol !== 'https:') return 'notHttps';
  return url.username || url.password ? 'credentials' : null;
}

function isListableNode(address: unknown): address is string {
  const url = parseUrl(address);
  return Boolean(url && (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password);
}

const usableList = (addresses: unknown[]) => [...new Set(addresses.filter(isListableNode))];

/** The sidechain nodes offered for choice: the configured ones, then those the site settings name. */
export function sidechainNodeList(): string[] {
  const { sidechain } = runtimeConfig();
  const settings = currentSettings();
  return usableList([sidechain.rpc, ...sidechain.rpcs, ...(settings?.nodes ?? []), settings?.sidechain_rpc]);
}

/** The Hive nodes offered for choice: the configured primary and fallbacks. */
export function hiveNodeList(): string[] {
  const { hive } = runtimeConfig();
  return usableList([hive.rpc, ...hive.rpcs]);
}

/** A node address is used if it is an http(s) node we list, or an https address the user typed and confirmed. */
const isUsableNode = (address: string, listed: string[]) => listed.includes(address) || (nodeAddressProblem(address) === null && isTrustedNode(address));

export const isValidSidechainNode = (address: string) => isUsableNode(address, sidechainNodeList());
export const isValidHiveNode = (address: string) => isUsableNode(address, hiveNodeList());

export function isValidSidechainId(id: string): boolean {
  return SIDECHAIN_ID.test(id);
}

function savedIfValid(cookie: string, isValid: (value: string) => boolean): string | undefined {
  const value = readCachedCookie(cookie);
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
  writeCookie(cookie, value, cookieOptions());
  return true;
}

/** Saves the choices for 365 days; each returns false (nothing saved) for an invalid value. */
export const saveSidechainNode = (address: string) => save(SIDECHAIN_RPC_COOKIE, address, isValidSidechainNode);
export const saveHiveNode = (address: string) => save(HIVE_RPC_COOKIE, address, isValidHiveNode);
export const saveSidechainId = (id: string) => save(SIDECHAIN_ID_COOKIE, id, isValidSidechainId);

/** Forgets every saved node choice and confirmed address (RPC Configuration "Restore defaults"). */
export function clearNodeChoices(): void {
  [HIVE_RPC_COOKIE, SIDECHAIN_RPC_COOKIE, SIDECHAIN_ID_COOKIE].forEach(removeCookie);
  forgetTrustedNodes();
}

export interface IgnoredNodeChoice {
  service: 'sidechain' | 'hive';
  address: string;
}

/**
 * Saved https addresses the site does not use: neither listed nor confirmed in this browser (a cookie
 * planted by someone else, or a confirmation since cleared); anything else saved is simply dropped. Asked once the settings, which
 * may list more sidechain nodes, have settled.
 */
export function ignoredNodeChoices(): IgnoredNodeChoice[] {
  const saved = [
    { service: 'sidechain', address: readCachedCookie(SIDECHAIN_RPC_COOKIE), usable: savedSidechainNode() },
    { service: 'hive', address: readCachedCookie(HIVE_RPC_COOKIE), usable: savedHiveNode() },
  ] as const;
  return saved.flatMap(({ service, address, usable }) => (address && usable === undefined && nodeAddressProblem(address) === null ? [{ service, address }] : []));
}
