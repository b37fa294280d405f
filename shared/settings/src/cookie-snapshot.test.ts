import { readCookie, removeCookie, writeCookie } from './cookies';
import { primeCookieSnapshot, resetCookieSnapshot } from './cookie-snapshot';

class FakeCookieStore extends EventTarget {
  cookies = new Map<string, string>();
  getAll = jest.fn(async () => [...this.cookies].map(([name, value]) => ({ name, value })));

  change(changed: Record<string, string>, deleted: string[] = []) {
    const event = Object.assign(new Event('change'), {
      changed: Object.entries(changed).map(([name, value]) => ({ name, value })),
      deleted: deleted.map((name) => ({ name })),
    });
    this.dispatchEvent(event);
  }
}

const installStore = (store: FakeCookieStore | undefined) => Object.defineProperty(globalThis, 'cookieStore', { value: store, configurable: true });

afterEach(() => {
  resetCookieSnapshot();
  installStore(undefined);
  jest.restoreAllMocks();
});

describe('cookie snapshot', () => {
  it('answers reads from the Cookie Store copy without touching document.cookie', async () => {
    const store = new FakeCookieStore();
    store.cookies.set('node', 'https%3A%2F%2Fnode.test');
    installStore(store);
    await primeCookieSnapshot();
    const read = jest.spyOn(document, 'cookie', 'get');
    expect(readCookie('node')).toBe('https://node.test');
    expect(readCookie('missing')).toBeUndefined();
    expect(read).not.toHaveBeenCalled();
  });

  it('follows changes made elsewhere (another tab, the server)', async () => {
    const store = new FakeCookieStore();
    store.cookies.set('token', 'old');
    installStore(store);
    await primeCookieSnapshot();
    store.change({ token: 'new' });
    expect(readCookie('token')).toBe('new');
    store.change({}, ['token']);
    expect(readCookie('token')).toBeUndefined();
  });

  it("shows this tab's own writes and removals at once", async () => {
    installStore(new FakeCookieStore());
    await primeCookieSnapshot();
    writeCookie('choice', 'a b', { expires: 1, sameSite: 'strict' });
    expect(readCookie('choice')).toBe('a b');
    removeCookie('choice');
    expect(readCookie('choice')).toBeUndefined();
  });

  it('asks again when a change came while the first answer was on its way', async () => {
    const store = new FakeCookieStore();
    store.cookies.set('token', 'old');
    let answer: (value: { name: string; value: string }[]) => void = () => undefined;
    store.getAll.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    installStore(store);
    const primed = primeCookieSnapshot();
    store.cookies.set('token', 'new');
    store.change({ token: 'new' });
    answer([{ name: 'token', value: 'old' }]);
    await primed;
    expect(store.getAll).toHaveBeenCalledTimes(2);
    expect(readCookie('token')).toBe('new');
  });

  it("starts from the page's earlier read of the store without asking it again", async () => {
    const store = new FakeCookieStore();
    installStore(store);
    await primeCookieSnapshot({ all: Promise.resolve([{ name: 'token', value: 'early' }]), changedSince: () => false });
    expect(store.getAll).not.toHaveBeenCalled();
    expect(readCookie('token')).toBe('early');
  });

  it('asks the store itself when the earlier read failed', async () => {
    const store = new FakeCookieStore();
    store.cookies.set('token', 'jwt');
    installStore(store);
    await primeCookieSnapshot({ all: Promise.reject(new Error('not allowed')), changedSince: () => false });
    expect(store.getAll).toHaveBeenCalledTimes(1);
    expect(readCookie('token')).toBe('jwt');
  });

  it('asks again when a cookie changed after the earlier read was asked for', async () => {
    const store = new FakeCookieStore();
    store.cookies.set('token', 'new');
    installStore(store);
    await primeCookieSnapshot({ all: Promise.resolve([{ name: 'token', value: 'old' }]), changedSince: () => true });
    expect(store.getAll).toHaveBeenCalledTimes(1);
    expect(readCookie('token')).toBe('new');
  });

  it('keeps reading document.cookie without a Cookie Store, or when it fails', async () => {
    document.cookie = 'plain=1; path=/';
    await primeCookieSnapshot();
    expect(readCookie('plain')).toBe('1');
    const store = new FakeCookieStore();
    store.getAll.mockRejectedValue(new Error('denied'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installStore(store);
    await primeCookieSnapshot();
    expect(readCookie('plain')).toBe('1');
    document.cookie = 'plain=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });
});
