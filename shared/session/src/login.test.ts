import type { AppEvent, KeychainResponse, User } from '@tdx/contracts';
import { events$ } from '@tdx/event-bus';
import { LOGIN_CANCELLED_MESSAGE, login } from './login';
import { currentUser, setUser } from './store';
import { fakeJwt, inOneHour } from './testing/fake-jwt';
import { fakeMainApi } from './testing/fake-main-api';
import { clearTokens, readToken } from './token-cookies';

const alice: User = { username: 'alice', scope: [] };
let seen: AppEvent[];
let subscription: { unsubscribe(): void };
const signCalls: unknown[][] = [];
/** Frozen at the real time: the cookie jar expires tokens against the real clock. */
const NOW = Date.now();

function keychainAnswering(response: KeychainResponse) {
  window.hive_keychain = {
    requestSignBuffer: (...args: unknown[]) => {
      signCalls.push(args.slice(0, 3));
      (args[3] as (r: KeychainResponse) => void)(response);
    },
    requestCustomJson: () => {},
    requestTransfer: () => {},
  };
}

const types = () => seen.map((event) => (event.type === 'notify' ? `notify:${event.variant}` : event.type));

beforeEach(() => {
  clearTokens();
  setUser(null);
  seen = [];
  signCalls.length = 0;
  subscription = events$.subscribe((event) => seen.push(event));
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => {
  subscription.unsubscribe();
  delete window.hive_keychain;
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('login', () => {
  it('signs username + ts with Posting, posts it, stores tokens and user: waiting → successful → done', async () => {
    keychainAnswering({ success: true, result: 'sig-hex' });
    const access = fakeJwt(inOneHour());
    const requests = fakeMainApi(() => ({ status: 200, data: { user: alice, access_token: access, refresh_token: fakeJwt(inOneHour()) } }));

    await expect(login('alice')).resolves.toEqual({ success: true, user: alice });
    expect(signCalls).toEqual([['alice', `alice${NOW}`, 'Posting']]);
    expect(requests[0]).toMatchObject({ url: 'http://api.test/auth/v2/login', data: { username: 'alice', ts: NOW, sig: 'sig-hex' } });
    expect(requests[0].headers).toBeUndefined();
    expect(readToken('access_token')).toBe(access);
    expect(currentUser()).toEqual(alice);
    expect(types()).toEqual(['login-waiting', 'session-changed', 'login-successful', 'login-done']);
  });

  it("shows the server's message in an error toast titled Error", async () => {
    keychainAnswering({ success: true, result: 'sig-hex' });
    fakeMainApi(() => ({ status: 401, data: { message: 'Signature does not match' } }));
    await expect(login('alice')).resolves.toEqual({ success: false, reason: 'error', message: 'Signature does not match' });
    expect(types()).toEqual(['login-waiting', 'login-failed', 'notify:error', 'login-done']);
    expect(seen[2]).toMatchObject({ title: 'Error', description: 'Signature does not match' });
    expect(currentUser()).toBeNull();
  });

  it('reports a Keychain cancel with an info toast and no request', async () => {
    keychainAnswering({ success: false, error: 'user_cancel', message: 'Request was canceled by the user.' });
    const requests = fakeMainApi(() => ({ status: 200, data: {} }));
    await expect(login('alice')).resolves.toMatchObject({ success: false, reason: 'cancelled', message: LOGIN_CANCELLED_MESSAGE });
    expect(types()).toEqual(['login-waiting', 'login-failed', 'notify:info', 'login-done']);
    expect(seen[1]).toMatchObject({ cancel: true });
    expect(requests).toHaveLength(0);
  });

  it('leaves a missing extension to the install modal (keychain-missing, no toast)', async () => {
    jest.useFakeTimers();
    fakeMainApi(() => ({ status: 200, data: {} }));
    const outcome = login('alice');
    await jest.advanceTimersByTimeAsync(2500);
    await expect(outcome).resolves.toMatchObject({ success: false, reason: 'keychain-missing' });
    expect(types()).toEqual(['login-waiting', 'keychain-missing', 'login-failed', 'login-done']);
  });
});
