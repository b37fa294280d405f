import { jwtDecode } from 'jwt-decode';
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S, createTokenService } from './jwt';

const START_MS = Date.UTC(2026, 0, 1);

function setup() {
  let now = START_MS;
  const service = createTokenService('test-secret', () => now);
  return { service, advance: (ms: number) => (now += ms) };
}

describe('token service', () => {
  it('issues HS256 tokens carrying sub, scope and exp by the clock they are given', () => {
    const { service } = setup();
    const pair = service.issuePair('alice', ['user', 'admin']);
    const access = jwtDecode<{ sub: string; scope: string[]; exp: number }>(pair.access_token);
    const refresh = jwtDecode<{ exp: number }>(pair.refresh_token);
    expect(access.sub).toBe('alice');
    expect(access.scope).toEqual(['user', 'admin']);
    expect(access.exp).toBe(START_MS / 1000 + ACCESS_TOKEN_TTL_S);
    expect(refresh.exp).toBe(START_MS / 1000 + REFRESH_TOKEN_TTL_S);
    expect(JSON.parse(Buffer.from(pair.access_token.split('.')[0], 'base64url').toString()).alg).toBe('HS256');
  });

  it('verifies a token of the right kind', () => {
    const { service } = setup();
    const pair = service.issuePair('alice', []);
    const check = service.verify(pair.access_token, 'access');
    expect(check).toMatchObject({ ok: true, claims: { sub: 'alice', kind: 'access' } });
  });

  it('refuses a refresh token where an access token is required', () => {
    const { service } = setup();
    const pair = service.issuePair('alice', []);
    expect(service.verify(pair.refresh_token, 'access')).toEqual({ ok: false, reason: 'Not an access token' });
  });

  it('expires the access token after one hour by that clock', () => {
    const { service, advance } = setup();
    const pair = service.issuePair('alice', []);
    advance(ACCESS_TOKEN_TTL_S * 1000 - 1000);
    expect(service.verify(pair.access_token, 'access').ok).toBe(true);
    advance(2000);
    expect(service.verify(pair.access_token, 'access')).toEqual({ ok: false, reason: 'Token has expired' });
    expect(service.verify(pair.refresh_token, 'refresh').ok).toBe(true);
  });

  it('refuses a token signed with another secret or tampered with', () => {
    const { service } = setup();
    const other = createTokenService('other-secret', () => START_MS);
    expect(service.verify(other.issuePair('alice', ['admin']).access_token, 'access')).toEqual({
      ok: false,
      reason: 'Invalid token',
    });
    expect(service.verify('garbage', 'access')).toEqual({ ok: false, reason: 'Invalid token' });
  });
});
