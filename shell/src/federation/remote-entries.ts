import { isRemoteName, REMOTE_NAMES, REMOTES_URL, START_READ_TIMEOUT_MS, type RemoteName } from '@tdx/contracts';
import { safeHttpUrl } from '@tdx/ui/base';
import { takeBootRemotes } from '../boot/boot-reads';

/** Remote name → URL of its remoteEntry.js, as read from /remotes.json. */
export type RemoteEntries = Partial<Record<RemoteName, string>>;

/**
 * Keeps only known remotes with absolute http(s) entry URLs; anything else is reported and
 * dropped, so only that area shows its error.
 */
export function parseRemoteEntries(value: unknown): RemoteEntries {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    console.error(`${REMOTES_URL} is not an object: no area can load`);
    return {};
  }
  const entries: RemoteEntries = {};
  for (const [name, entry] of Object.entries(value)) {
    const url = safeHttpUrl(entry);
    if (isRemoteName(name) && url) entries[name] = url;
    else console.error(`${REMOTES_URL}: ignored ${JSON.stringify(name)}`);
  }
  const missing = REMOTE_NAMES.filter((name) => !entries[name]);
  if (missing.length > 0) console.error(`${REMOTES_URL}: no entry for ${missing.join(', ')}`);
  return entries;
}

const originOf = (address: string) => new URL(address).origin;

/**
 * The entries served from the page's own origin or one of `allowedOrigins` (the runtime config's
 * `remoteOrigins`); each other one is reported and dropped, so only its area shows its error.
 * Without a list every entry is kept.
 */
export function entriesFromAllowedOrigins(entries: RemoteEntries, allowedOrigins: readonly string[] | undefined, pageOrigin = window.location.origin): RemoteEntries {
  if (!allowedOrigins) return entries;
  const allowed = new Set([pageOrigin, ...allowedOrigins.map(originOf)]);
  const kept: RemoteEntries = {};
  for (const [name, entry] of Object.entries(entries) as [RemoteName, string][]) {
    if (allowed.has(originOf(entry))) kept[name] = entry;
    else console.error(`${REMOTES_URL}: ${name} refused, ${originOf(entry)} is not one of the runtime config's remoteOrigins`);
  }
  return kept;
}

async function readRemotesFile(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(START_READ_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

export async function fetchRemoteEntries(url = REMOTES_URL): Promise<RemoteEntries> {
  try {
    const bootRead = takeBootRemotes();
    // A failed boot read is tried once more here, as if there had been none.
    const value = bootRead ? await bootRead.catch(() => readRemotesFile(url)) : await readRemotesFile(url);
    return parseRemoteEntries(value);
  } catch (error) {
    console.error(`Failed to load ${url}`, error);
    return {};
  }
}

let registered: RemoteEntries = {};

/** Keeps the entries /remotes.json gave; the federation runtime starts with them on first use. */
export function registerRemoteEntries(entries: RemoteEntries): void {
  registered = entries;
}

/** The registered entry address of a remote, if /remotes.json gave one. */
export function remoteEntry(remote: RemoteName): string | undefined {
  return registered[remote];
}

export function registeredRemoteEntries(): RemoteEntries {
  return registered;
}
