/**
 * The site's cookie reads and writes, through js-cookie (its encoding is the one earlier front ends
 * wrote, so their cookies keep working), site-wide (`path=/`). Reads are answered from the Cookie
 * Store copy when there is one (cookie-snapshot.ts), decoded by js-cookie's own converter.
 */
import Cookies from 'js-cookie';
import { recordCookieWrite, snapshotValue } from './cookie-snapshot';

export interface CookieOptions {
  /** A date, or a number of days from now. */
  expires: Date | number;
  sameSite: 'strict';
  secure?: boolean;
}

/** A raw value from the copy, decoded as js-cookie decodes it; a malformed encoding reads as none. */
function decodedSnapshotValue(name: string, raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  try {
    return Cookies.converter.read(raw, name);
  } catch {
    return undefined;
  }
}

export function readCookie(name: string): string | undefined {
  const fromSnapshot = snapshotValue(name);
  return fromSnapshot === null ? Cookies.get(name) : decodedSnapshotValue(name, fromSnapshot);
}

// Reading document.cookie is a synchronous trip to the browser's cookie store, which adds up when
// it is done for every request.
const cachedValues = new Map<string, string | undefined>();

/**
 * `readCookie` for cookies that only this tab's code changes and that outlive a visit (the node
 * choices, read for every request): each is read once, and again only after `writeCookie` or
 * `removeCookie` here. A change made elsewhere (another tab) shows on the next load.
 */
export function readCachedCookie(name: string): string | undefined {
  if (!cachedValues.has(name)) cachedValues.set(name, readCookie(name));
  return cachedValues.get(name);
}

export function writeCookie(name: string, value: string, { expires, sameSite, secure }: CookieOptions): void {
  cachedValues.clear();
  const until = typeof expires === 'number' ? new Date(Date.now() + expires * 864e5) : expires;
  Cookies.set(name, value, { expires: until, sameSite, secure });
  recordCookieWrite(name, Cookies.converter.write(value, name), until.getTime() <= Date.now());
}

export function removeCookie(name: string): void {
  cachedValues.clear();
  Cookies.remove(name);
  recordCookieWrite(name, '', true);
}
