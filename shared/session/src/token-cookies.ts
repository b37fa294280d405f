import Cookies from 'js-cookie';
import { jwtDecode } from 'jwt-decode';
import type { AuthTokens } from '@tdx/contracts';

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
    const { exp } = jwtDecode(token);
    return typeof exp === 'number' && Number.isFinite(exp) ? new Date(exp * 1000) : undefined;
  } catch {
    return undefined;
  }
}

/** Stores a token in its cookie until its `exp`; an undecodable token is ignored (returns false). */
export function storeToken(name: TokenName, token: string): boolean {
  const expires = expiryOf(token);
  if (!expires) return false;
  Cookies.set(COOKIE_OF[name], token, { expires, sameSite: 'strict', secure: window.location.protocol === 'https:' });
  return true;
}

export function readToken(name: TokenName): string | undefined {
  return Cookies.get(COOKIE_OF[name]);
}

export function clearTokens(): void {
  Object.values(COOKIE_OF).forEach((cookie) => Cookies.remove(cookie));
}
