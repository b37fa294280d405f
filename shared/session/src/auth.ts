import { ApiError, mainApi } from '@tdx/api/core';
import type { AuthResponse, User } from '@tdx/contracts';
import { notify } from '@tdx/event-bus';
import { setUser } from './store';
import { clearTokens, readToken, storeToken } from './token-cookies';

export const SESSION_REFRESH_MS = 600_000;
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

/** Keeps the tokens and the user an auth answer carries; returns the user it names, if any. */
export function applyAuthResponse(response: AuthResponse): User | null {
  if (response.access_token) storeToken('access_token', response.access_token);
  if (response.refresh_token) storeToken('refresh_token', response.refresh_token);
  if (response.user) setUser(response.user);
  return response.user ?? null;
}

/**
 * After a failed `me` or refresh: a 401 means the main API no longer accepts the tokens, so the
 * session ends (cookies and user cleared, the user told); any other failure is only logged.
 */
function handleAuthFailure(what: string, error: unknown): null {
  if (error instanceof ApiError && error.status === 401) {
    clearTokens();
    setUser(null);
    notify({ description: SESSION_EXPIRED_MESSAGE, variant: 'warning' });
    return null;
  }
  console.error(`Failed to ${what}`, error instanceof ApiError ? `${error.status} ${error.message}` : error);
  return null;
}

/** `POST auth/v2/refresh` with the refresh token; `null` without one or on failure (a 401 ends the session). */
export async function refresh(): Promise<User | null> {
  const refreshToken = readToken('refresh_token');
  if (!refreshToken) return null;
  try {
    const response = await mainApi.post<AuthResponse>('auth/v2/refresh', { refresh_token: refreshToken }, { bearer: refreshToken });
    return applyAuthResponse(response);
  } catch (error) {
    return handleAuthFailure('refresh the session', error);
  }
}

/** `POST auth/v2/me` with the access token; without one a refresh is tried instead (a 401 ends the session). */
export async function me(): Promise<User | null> {
  if (!readToken('access_token')) return refresh();
  try {
    return applyAuthResponse(await mainApi.post<AuthResponse>('auth/v2/me'));
  } catch (error) {
    return handleAuthFailure('load the session', error);
  }
}

/** At start: signs the user back in from the token cookies (nothing happens without them). */
export function restoreSession(): Promise<User | null> {
  if (!readToken('access_token') && !readToken('refresh_token')) return Promise.resolve(null);
  return me();
}

/** Refreshes the tokens every 600 s while a refresh token exists; returns the stop function. */
export function startSessionRefresh(): () => void {
  const timer = setInterval(() => void refresh(), SESSION_REFRESH_MS);
  return () => clearInterval(timer);
}

/**
 * Pushes `path` and tells every router: single-spa's patched `pushState` already fires a
 * popstate for mounted parcels, and the extra event reaches routers when single-spa is not started.
 */
function navigateWithHistory(path: string): void {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

/**
 * Clears the user and both token cookies, then navigates to `/` with `navigate` (default:
 * `history.pushState` + a popstate event; pass the router's or single-spa's navigate instead).
 */
export function logout(navigate: (path: string) => void = navigateWithHistory): void {
  // Leave the page first: a login-required page must not see the user vanish and ask to log in.
  navigate('/');
  clearTokens();
  setUser(null);
}

/** Admins have `admin` in their scope. */
export function isAdmin(user: User | null | undefined): boolean {
  return Array.isArray(user?.scope) && user.scope.includes('admin');
}
