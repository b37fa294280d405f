import { readCachedCookie, readCookie, removeCookie, writeCookie } from './cookies';

afterEach(() => {
  jest.restoreAllMocks();
  removeCookie('choice');
});

describe('cookies', () => {
  it('reads back what it wrote, with characters a cookie cannot hold encoded', () => {
    const value = 'https://node.test/rpc?a=1; b,c "d" é';
    const written = jest.spyOn(document, 'cookie', 'set');
    writeCookie('choice', value, { expires: 1, sameSite: 'strict' });
    expect(written.mock.calls[0][0]).toMatch(/^choice=https:\/\/node\.test\/rpc\?a=1%3B%20b%2Cc%20%22d%22%20%C3%A9; path=\//);
    expect(readCookie('choice')).toBe(value);
  });

  it('writes the expiry, SameSite and Secure attributes', () => {
    const expires = new Date('2030-01-02T03:04:05Z');
    const written = jest.spyOn(document, 'cookie', 'set');
    writeCookie('choice', 'x', { expires, sameSite: 'strict', secure: true });
    expect(written).toHaveBeenCalledWith('choice=x; path=/; expires=Wed, 02 Jan 2030 03:04:05 GMT; sameSite=strict; secure');
  });

  it('counts a number of days from now', () => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2030, 0, 1));
    const written = jest.spyOn(document, 'cookie', 'set');
    writeCookie('choice', 'x', { expires: 365, sameSite: 'strict' });
    expect(written.mock.calls[0][0]).toContain('expires=Wed, 01 Jan 2031 00:00:00 GMT');
  });

  it('reads only the named cookie, not one whose name ends the same', () => {
    writeCookie('other-choice', 'no', { expires: 1, sameSite: 'strict' });
    expect(readCookie('choice')).toBeUndefined();
    writeCookie('choice', 'yes', { expires: 1, sameSite: 'strict' });
    expect(readCookie('choice')).toBe('yes');
    removeCookie('other-choice');
  });

  it('removes a cookie', () => {
    writeCookie('choice', 'x', { expires: 1, sameSite: 'strict' });
    removeCookie('choice');
    expect(readCookie('choice')).toBeUndefined();
  });

  it('treats a malformed encoding as no value', () => {
    document.cookie = 'choice=%E0%A4%A; path=/';
    expect(readCookie('choice')).toBeUndefined();
  });
});

describe('cached cookie reads', () => {
  it('reads the browser cookies once until this tab changes them', () => {
    writeCookie('choice', 'first', { expires: 1, sameSite: 'strict' });
    const reads = jest.spyOn(document, 'cookie', 'get');
    expect(readCachedCookie('choice')).toBe('first');
    const firstRead = reads.mock.calls.length;
    expect(readCachedCookie('choice')).toBe('first');
    expect(firstRead).toBeGreaterThan(0);
    expect(reads).toHaveBeenCalledTimes(firstRead);
  });

  it('sees a value written or removed here at once', () => {
    writeCookie('choice', 'first', { expires: 1, sameSite: 'strict' });
    expect(readCachedCookie('choice')).toBe('first');
    writeCookie('choice', 'second', { expires: 1, sameSite: 'strict' });
    expect(readCachedCookie('choice')).toBe('second');
    removeCookie('choice');
    expect(readCachedCookie('choice')).toBeUndefined();
  });

  it('remembers an absent cookie too, and keeps a value changed behind its back until a write here', () => {
    expect(readCachedCookie('choice')).toBeUndefined();
    document.cookie = 'choice=elsewhere; path=/';
    expect(readCachedCookie('choice')).toBeUndefined();
    writeCookie('other-choice', 'x', { expires: 1, sameSite: 'strict' });
    expect(readCachedCookie('choice')).toBe('elsewhere');
    removeCookie('other-choice');
  });
});
