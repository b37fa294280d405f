import { clearTokens, readToken, storeToken } from './token-cookies';
import { fakeJwt, inOneHour } from './testing/fake-jwt';

afterEach(() => {
  clearTokens();
  jest.restoreAllMocks();
});

describe('token cookies', () => {
  it("stores each token SameSite=Strict until its own exp", () => {
    const written = jest.spyOn(document, 'cookie', 'set');
    const exp = inOneHour();
    const token = fakeJwt(exp);
    expect(storeToken('access_token', token)).toBe(true);
    expect(written).toHaveBeenCalledWith(`auth.access_token=${token}; path=/; expires=${new Date(exp * 1000).toUTCString()}; sameSite=strict`);
    expect(readToken('access_token')).toBe(token);
  });

  it.each(['not-a-jwt', 'a.b.c', fakeJwt(Number.NaN)])('ignores the undecodable token %j (no cookie set)', (token) => {
    expect(storeToken('refresh_token', token)).toBe(false);
    expect(readToken('refresh_token')).toBeUndefined();
  });

  it.each([
    ['garbage', 'garbage'],
    ['a JWT without exp', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbGljZSJ9.sig'],
    ['an expired JWT', fakeJwt(Math.floor(Date.now() / 1000) - 60)],
  ])('removes a cookie holding %s when it is read', (_, value) => {
    document.cookie = `auth.access_token=${value}; path=/`;
    expect(readToken('access_token')).toBeUndefined();
    expect(document.cookie).not.toContain('auth.access_token');
  });

  it('clears both cookies', () => {
    storeToken('access_token', fakeJwt(inOneHour()));
    storeToken('refresh_token', fakeJwt(inOneHour()));
    clearTokens();
    expect([readToken('access_token'), readToken('refresh_token')]).toEqual([undefined, undefined]);
  });
});
