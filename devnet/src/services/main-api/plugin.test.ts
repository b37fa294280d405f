import { cryptoUtils, PrivateKey } from '@hiveio/dhive';
import { jwtDecode } from 'jwt-decode';
import { accountKeys } from '../../accounts';
import { createTestServer, type TestServer } from '../common/test-server';
import { ACCESS_TOKEN_TTL_S } from './jwt';
import { createMainApiService } from './plugin';

const DAY_MS = 24 * 60 * 60 * 1000;

let server: TestServer;
/** The browser's clock, which sessions follow; the devnet clock starts at 2026-11-01. */
let wallNow: number;
beforeEach(async () => {
  wallNow = Date.UTC(2026, 10, 20, 12);
  server = await createTestServer([createMainApiService(() => wallNow)]);
});
afterEach(() => server.close());

const postingSignature = (username: string, ts: number) =>
  PrivateKey.fromString(accountKeys(username).posting.wif).sign(cryptoUtils.sha256(username + ts)).toString();

async function login(username = 'alice', ts = wallNow) {
  return server.request({ method: 'POST', url: '/api/auth/v2/login', payload: { username, ts, sig: postingSignature(username, ts) } });
}

async function tokensOf(username: string) {
  return (await login(username)).json() as { access_token: string; refresh_token: string };
}

describe('POST /api/auth/v2/login', () => {
  it('logs in with a posting-key signature and returns the user and a token pair', async () => {
    const response = await login('bob');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual({ username: 'bob', scope: ['user'], openhive: { whitelisted: false } });
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.refresh_token).toEqual(expect.any(String));
  });

  it('gives the admin the admin scope', async () => {
    expect((await login('alice')).json().user.scope).toEqual(['user', 'admin']);
  });

  it.each([
    ['a forged signature', { username: 'alice', sig: () => postingSignature('bob', 0) }, 'Invalid signature'],
    ['an unknown account', { username: 'mallory', sig: () => '1f'.padEnd(130, '0') }, 'Unknown account'],
  ])('refuses %s with 401', async (_, { username, sig }, message) => {
    const ts = wallNow;
    const response = await server.request({ method: 'POST', url: '/api/auth/v2/login', payload: { username, ts, sig: sig() } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message });
  });

  it('refuses a timestamp older than 3 minutes by the wall clock', async () => {
    const ts = wallNow;
    wallNow += 3 * 60 * 1000 + 1;
    const response = await login('alice', ts);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Timestamp is too old' });
  });

  it('checks the timestamp against the wall clock, not the devnet clock', async () => {
    server.runtime.advanceClock(30 * DAY_MS);
    expect((await login('alice', wallNow)).statusCode).toBe(200);
    const byDevnetClock = await login('alice', server.runtime.clock.now());
    expect(byDevnetClock.statusCode).toBe(401);
    expect(byDevnetClock.json()).toEqual({ message: 'Timestamp is in the future' });
  });

  it('issues tokens by the wall clock, which the devnet clock does not expire', async () => {
    server.runtime.advanceClock(2 * DAY_MS);
    const { access_token } = await tokensOf('bob');
    expect(jwtDecode<{ iat: number; exp: number }>(access_token)).toMatchObject({ iat: wallNow / 1000, exp: wallNow / 1000 + ACCESS_TOKEN_TTL_S });
    server.runtime.advanceClock(2 * DAY_MS);
    const me = await server.request({ method: 'POST', url: '/api/auth/v2/me', headers: { authorization: `Bearer ${access_token}` } });
    expect(me.statusCode).toBe(200);
  });

  it('answers 400 for a malformed body', async () => {
    const response = await server.request({ method: 'POST', url: '/api/auth/v2/login', payload: { username: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describe('refresh and me', () => {
  it('refreshes with the bearer refresh token and reads the user with the access token', async () => {
    const { refresh_token } = await tokensOf('bob');
    const refreshed = await server.request({
      method: 'POST',
      url: '/api/auth/v2/refresh',
      headers: { authorization: `Bearer ${refresh_token}` },
      payload: { refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    const me = await server.request({
      method: 'POST',
      url: '/api/auth/v2/me',
      headers: { authorization: `Bearer ${refreshed.json().access_token}` },
    });
    expect(me.json()).toEqual({ user: { username: 'bob', scope: ['user'], openhive: { whitelisted: false } } });
  });

  it('refuses an expired access token and an access token used to refresh', async () => {
    const { access_token } = await tokensOf('bob');
    const asRefresh = await server.request({ method: 'POST', url: '/api/auth/v2/refresh', headers: { authorization: `Bearer ${access_token}` } });
    expect(asRefresh.statusCode).toBe(401);
    expect(asRefresh.json()).toEqual({ message: 'Not a refresh token' });
    wallNow += 60 * 60 * 1000 + 1000;
    const me = await server.request({ method: 'POST', url: '/api/auth/v2/me', headers: { authorization: `Bearer ${access_token}` } });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: 'Token has expired' });
  });

  it('refuses /me without a token', async () => {
    const me = await server.request({ method: 'POST', url: '/api/auth/v2/me' });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: 'Access token required' });
  });
});

describe('settings', () => {
  it('serves every field of the spec', async () => {
    const settings = (await server.request({ method: 'GET', url: '/api/settings' })).json();
    expect(settings).toMatchObject({
      maintenance: false,
      native_token: 'BEE',
      sidechain_id: 'ssc-mainnet-hive',
      sidechain_rpc: `http://localhost:${new URL(server.url).port}/sidechain/0`,
      hive_pegged_account: 'honey-swap',
    });
    expect(settings.nodes).toHaveLength(9);
    for (const key of ['announcements', 'deprecated_tokens', 'disabled_tokens', 'delisted_tokens', 'disabled_deposits', 'disabled_withdrawals', 'minimum_withdrawals']) {
      expect(Array.isArray(settings[key])).toBe(true);
    }
  });

  it('lets only an admin change settings: 401 without a token, 403 for a user, 200 for the admin', async () => {
    const patch = { maintenance: true };
    const anonymous = await server.request({ method: 'PUT', url: '/api/settings', payload: patch });
    expect(anonymous.statusCode).toBe(401);
    const user = await server.request({
      method: 'PUT',
      url: '/api/settings',
      headers: { authorization: `Bearer ${(await tokensOf('bob')).access_token}` },
      payload: patch,
    });
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ message: 'Admin scope required' });
    const admin = await server.request({
      method: 'PUT',
      url: '/api/settings',
      headers: { authorization: `Bearer ${(await tokensOf('alice')).access_token}` },
      payload: patch,
    });
    expect(admin.statusCode).toBe(200);
    expect((await server.request({ method: 'GET', url: '/api/settings' })).json().maintenance).toBe(true);
  });

  it('validates an admin change', async () => {
    const response = await server.request({
      method: 'PATCH',
      url: '/api/settings',
      headers: { authorization: `Bearer ${(await tokensOf('alice')).access_token}` },
      payload: { nodes: ['javascript:alert(1)'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid settings: nodes\.0:/);
  });

  it('shares the settings bag with the control API', async () => {
    await server.request({ method: 'PATCH', url: '/__devnet/settings', payload: { native_token: 'WORKERBEE' } });
    expect((await server.request({ method: 'GET', url: '/api/settings' })).json().native_token).toBe('WORKERBEE');
  });
});

describe('openhive', () => {
  it('serves the OpenHive settings', async () => {
    const response = await server.request({ method: 'GET', url: '/api/settings/openhive' });
    expect(response.json()).toMatchObject({ market_account: 'openhive', openhive_mint: { account: 'openhive-mint' } });
  });

  it('answers an empty market when no sell book exists and refuses bad filters', async () => {
    expect((await server.request({ method: 'GET', url: '/api/openhive/market?symbol=CITY' })).json()).toEqual([]);
    const bad = await server.request({ method: 'GET', url: '/api/openhive/market?sort=random' });
    expect(bad.statusCode).toBe(400);
  });
});
