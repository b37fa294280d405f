import type { AuthTokens } from '@tdx/contracts';
import { jwtDecode } from 'jwt-decode';
import { readCookie, removeCookie, writeCookie } from '@tdx/settings';

export const ACCESS_TOKEN_COOKIE = 'auth.access_token';
export const REFRESH_TOKEN_COOKIE = 'auth.refresh_token';

type TokenName = keyof AuthTokens;

const COOKIE_OF: Record<TokenName, string> = {
  access_token: ACCESS_TOKEN_COOKIE,
  refresh_token: REFRESH_TOKEN_COOKIE,
};

/** Expiry from the token's own `exp` (seconds); undefined when it cannot be decoded. */
function expiryOf(token: string): Date | undefined {
  try {
    const { exp } = jwtDecode<{ exp?: unknown }>(token) ?? {};
    return typeof exp === 'number' && Number.isFinite(exp) ? new Date(exp * 1000) : undefined;
  } catch {
    return undefined;
  }
}

/** Stores a token in its cookie until its `exp`; an undecodable token is ignored (returns false). */
export function storeToken(name: TokenName, token: string): boolean {
  const expires = expiryOf(token);
  if (!expires) return false;
  writeCookie(COOKIE_OF[name], token, { expires, sameSite: 'strict', secure: window.location.protocol === 'https:' });
  return true;
}

/** The token in its cookie; a cookie that holds no decodable, unexpired token is removed. */
export function readToken(name: TokenName): string | undefined {
  const token = readCookie(COOKIE_OF[name]);
  if (token === undefined) return undefined;
  const expires = expiryOf(token);
  if (expires && expires.getTime() > Date.now()) return token;
  removeCookie(COOKIE_OF[name]);
  return undefined;
}

export function clearTokens(): void {
  Object.values(COOKIE_OF).forEach(removeCookie);
}
