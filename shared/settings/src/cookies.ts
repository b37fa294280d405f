/**
 * The site's cookie reads and writes, in js-cookie's format (so cookies written by earlier front
 * ends keep working): site-wide path, the value URI-encoded except the characters a cookie value may
 * hold. Names are the site's own constants and are used as they are.
 */
import { recordCookieWrite, snapshotValue } from './cookie-snapshot';

export interface CookieOptions {
  /** A date, or a number of days from now. */
  expires: Date | number;
  sameSite: 'strict';
  secure?: boolean;
}

const DAY_MS = 864e5;

const encodeValue = (value: string) =>
  encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);

function decodeValue(raw: string): string {
  const unquoted = raw.startsWith('"') ? raw.slice(1, -1) : raw;
  return unquoted.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
}

function rawCookie(name: string): string | undefined {
  const fromSnapshot = snapshotValue(name);
  if (fromSnapshot !== null) return fromSnapshot;
  for (const pair of document.cookie.split('; ')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator) === name) return pair.slice(separator + 1);
  }
  return undefined;
}

export function readCookie(name: string): string | undefined {
  const raw = rawCookie(name);
  if (raw === undefined) return undefined;
  try {
    return decodeValue(raw);
  } catch {
    return undefined;
  }
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
  const until = typeof expires === 'number' ? new Date(Date.now() + expires * DAY_MS) : expires;
  cachedValues.clear();
  const encoded = encodeValue(value);
  document.cookie = `${name}=${encoded}; path=/; expires=${until.toUTCString()}; samesite=${sameSite}${secure ? '; secure' : ''}`;
  recordCookieWrite(name, encoded, until.getTime() <= Date.now());
}

export function removeCookie(name: string): void {
  writeCookie(name, '', { expires: new Date(0), sameSite: 'strict' });
}
