import { decodeRedirect, encodeRedirect } from './redirect-param';

const ORIGIN = 'http://localhost:3000';

describe('redirect parameter', () => {
  it('round-trips same-origin paths with query and hash', () => {
    expect(decodeRedirect(encodeRedirect('/wallet'), ORIGIN)).toBe('/wallet');
    expect(decodeRedirect(encodeRedirect('/trade/BEE?side=buy#book'), ORIGIN)).toBe('/trade/BEE?side=buy#book');
    expect(decodeRedirect(encodeRedirect('/openhive/STAR/ünïcode'), ORIGIN)).toBe('/openhive/STAR/%C3%BCn%C3%AFcode');
  });

  it('accepts the base64url alphabet', () => {
    const url = encodeRedirect('/wallet?a=>>>').replace(/\+/g, '-').replace(/\//g, '_');
    expect(decodeRedirect(url, ORIGIN)).toBe('/wallet?a=%3E%3E%3E');
  });

  it('drops a nested redirect so login cannot loop', () => {
    expect(decodeRedirect(encodeRedirect(`/login?redirect=${encodeRedirect('/x')}`), ORIGIN)).toBe('/login');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\twallet',
    '/wal\nlet',
    'wallet',
    'http://localhost:3000.evil.example/',
    '',
  ])('refuses %j', (target) => {
    expect(decodeRedirect(encodeRedirect(target), ORIGIN)).toBeNull();
  });

  it('refuses values that are not base64', () => {
    expect(decodeRedirect('%%%not-base64', ORIGIN)).toBeNull();
    expect(decodeRedirect(null, ORIGIN)).toBeNull();
    expect(decodeRedirect(btoa('\xff\xfe'), ORIGIN)).toBeNull();
  });
});
