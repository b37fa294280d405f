import type { AppEvent, User } from '@tdx/contracts';
import { events$ } from '@tdx/event-bus';
import { isAdmin, logout, me, refresh, restoreSession, SESSION_EXPIRED_MESSAGE, SESSION_REFRESH_MS, startSessionRefresh } from './auth';
import { currentUser, setUser } from './store';
import { fakeJwt, inOneHour } from './testing/fake-jwt';
import { fakeMainApi } from './testing/fake-main-api';
import { clearTokens, readToken, storeToken } from './token-cookies';

const alice: User = { username: 'alice', scope: [] };

beforeEach(() => {
  clearTokens();
  setUser(null);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('refresh', () => {
  it('posts the refresh token as bearer and in the body, keeping the new tokens and user', async () => {
    const oldRefresh = fakeJwt(inOneHour(), 'old');
    const newAccess = fakeJwt(inOneHour(), 'new-access');
    storeToken('refresh_token', oldRefresh);
    const requests = fakeMainApi(() => ({ status: 200, data: { user: alice, access_token: newAccess } }));

    await expect(refresh()).resolves.toEqual(alice);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: 'http://api.test/auth/v2/refresh',
      data: { refresh_token: oldRefresh },
      headers: { Authorization: `Bearer ${oldRefresh}` },
    });
    expect(readToken('access_token')).toBe(newAccess);
    expect(currentUser()).toEqual(alice);
  });

  it('does nothing without a refresh token and only logs a refresh that failed for another reason', async () => {
    const requests = fakeMainApi(() => ({ status: 503, data: { message: 'down for maintenance' } }));
    await expect(refresh()).resolves.toBeNull();
    expect(requests).toHaveLength(0);
    storeToken('refresh_token', fakeJwt(inOneHour()));
    setUser(alice);
    await expect(refresh()).resolves.toBeNull();
    expect(console.error).toHaveBeenCalledWith('Failed to refresh the session', '503 down for maintenance');
    expect(currentUser()).toEqual(alice);
    expect(readToken('refresh_token')).toBeDefined();
  });
});

describe('a 401 from the main API', () => {
  let notices: AppEvent[];
  let subscription: { unsubscribe(): void };
  beforeEach(() => {
    notices = [];
    subscription = events$.subscribe((event) => event.type === 'notify' && notices.push(event));
  });
  afterEach(() => subscription.unsubscribe());

  it.each([
    ['refresh', refresh],
    ['me', me],
  ])('on %s ends the session: cookies and user cleared, the user told', async (_, call) => {
    storeToken('access_token', fakeJwt(inOneHour()));
    storeToken('refresh_token', fakeJwt(inOneHour()));
    setUser(alice);
    fakeMainApi(() => ({ status: 401, data: { message: 'invalid signature' } }));
    await expect(call()).resolves.toBeNull();
    expect(currentUser()).toBeNull();
    expect([readToken('access_token'), readToken('refresh_token')]).toEqual([undefined, undefined]);
    expect(notices).toEqual([expect.objectContaining({ description: SESSION_EXPIRED_MESSAGE, variant: 'warning' })]);
    expect(console.error).not.toHaveBeenCalled();
  });
});

describe('me and restoreSession', () => {
  it('asks auth/v2/me with the access token as bearer', async () => {
    const access = fakeJwt(inOneHour());
    storeToken('access_token', access);
    const requests = fakeMainApi(() => ({ status: 200, data: { user: alice } }));
    await expect(me()).resolves.toEqual(alice);
    expect(requests[0]).toMatchObject({ url: 'http://api.test/auth/v2/me', headers: { Authorization: `Bearer ${access}` } });
  });

  it('tries a refresh instead when there is no access token', async () => {
    storeToken('refresh_token', fakeJwt(inOneHour()));
    const requests = fakeMainApi(() => ({ status: 200, data: { user: alice } }));
    await me();
    expect(requests.map((r) => r.url)).toEqual(['http://api.test/auth/v2/refresh']);
  });

  it('restores nothing (and calls nobody) without token cookies', async () => {
    const requests = fakeMainApi(() => ({ status: 200, data: { user: alice } }));
    await expect(restoreSession()).resolves.toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('restores the user from the cookies', async () => {
    storeToken('access_token', fakeJwt(inOneHour()));
    fakeMainApi(() => ({ status: 200, data: { user: alice } }));
    await restoreSession();
    expect(currentUser()).toEqual(alice);
  });
});

describe('startSessionRefresh', () => {
  it('refreshes every 600 s until stopped', async () => {
    jest.useFakeTimers();
    storeToken('refresh_token', fakeJwt(inOneHour() + 7200));
    const requests = fakeMainApi(() => ({ status: 200, data: {} }));
    const stop = startSessionRefresh();
    await jest.advanceTimersByTimeAsync(SESSION_REFRESH_MS - 1);
    expect(requests).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(SESSION_REFRESH_MS);
    expect(requests).toHaveLength(2);
    stop();
    await jest.advanceTimersByTimeAsync(SESSION_REFRESH_MS * 2);
    expect(requests).toHaveLength(2);
  });
});

describe('logout', () => {
  it('navigates to / while still signed in, then clears the user and both cookies', () => {
    storeToken('access_token', fakeJwt(inOneHour()));
    storeToken('refresh_token', fakeJwt(inOneHour()));
    setUser(alice);
    const userWhenNavigating: Array<string | undefined> = [];
    const navigate = jest.fn(() => userWhenNavigating.push(currentUser()?.username));
    logout(navigate);
    expect(userWhenNavigating).toEqual(['alice']);
    expect(currentUser()).toBeNull();
    expect([readToken('access_token'), readToken('refresh_token')]).toEqual([undefined, undefined]);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('by default pushes / and tells routers with a popstate event', () => {
    window.history.pushState(null, '', '/wallet');
    const popstate = jest.fn();
    window.addEventListener('popstate', popstate);
    logout();
    window.removeEventListener('popstate', popstate);
    expect(window.location.pathname).toBe('/');
    expect(popstate).toHaveBeenCalledTimes(1);
  });
});

describe('isAdmin', () => {
  it('is true only with admin in the scope', () => {
    expect(isAdmin({ username: 'a', scope: ['admin'] })).toBe(true);
    expect(isAdmin({ username: 'a', scope: ['user'] })).toBe(false);
    expect(isAdmin({ username: 'a' } as User)).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});
