/**
 * The signed-in user and its tokens. Tokens live only in the cookies `auth.access_token` /
 * `auth.refresh_token` (SameSite Strict, expiring at each token's `exp`); importing this package
 * makes `@tdx/api` send the access token as bearer to the main API.
 *
 * Start-up: `restoreSession()` then `startSessionRefresh()` (every 600 s). `login(username)` emits
 * `login-waiting` → `login-successful` | `login-failed` → `login-done`. `logout(navigate?)` clears
 * the user and cookies and goes to `/`. A 401 from `me` or refresh ends the session with a
 * "session expired" toast; other auth failures outside login are logged only. Token cookies that
 * cannot be decoded or have expired are removed when read.
 */
export { currentUser, user$ } from './store';
export { applyAuthResponse, isAdmin, logout, me, refresh, restoreSession, SESSION_REFRESH_MS, startSessionRefresh } from './auth';
export { openLoginModal } from './open-login';
export { login, LOGIN_CANCELLED_MESSAGE, type LoginFailureReason, type LoginOutcome } from './login';
export { ACCESS_TOKEN_COOKIE, readToken, REFRESH_TOKEN_COOKIE } from './token-cookies';
export { useSession } from './useSession';
