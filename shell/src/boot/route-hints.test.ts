import type { BootReads, RouteHintData } from '@tdx/contracts';
import { boot, cookieIn, decodedCookie, earlyServiceRequests, earlyTokenRequests, hintRouteFiles, openAreaOf, preloadFile, routeParams, type BootPage, type EarlyRequest } from './route-hints';

const data: RouteHintData = {
  configUrl: '/config.json',
  remotesUrl: '/remotes.json',
  parcelFilesPath: 'parcel-files.json',
  global: 'tdxBoot',
  readTimeoutMs: 10_000,
  routes: [
    ['/trade/:token', 'mf_trade'],
    ['/swap', 'mf_swap'],
  ],
  start: ['/outlet.1.js'],
  shared: { 'bignumber.js': ['/659.a.js'], react: [] },
  early: { settingsPath: 'settings', tokenRoutes: [['/trade/:token', 'token']], tokenSymbolPattern: '^[A-Z]{1,10}$', nodeCookie: 'sidechain-rpc' },
};

const config = {
  apiBaseURL: 'http://api.test/api/',
  priceApi: 'http://price.test/hive',
  sidechain: { rpc: 'http://node.test/rpc', rpcs: ['http://node.test/rpc', 'http://backup.test'] },
};
const at = (pathname: string, chosenNode?: string) => ({ pathname, chosenNode });
const tokenLookup = (symbol: string, node = 'http://node.test/rpc'): EarlyRequest => ({
  method: 'POST',
  url: `${node}/contracts`,
  body: { jsonrpc: '2.0', id: 1, method: 'findOne', params: { contract: 'tokens', table: 'tokens', query: { symbol } } },
  timeoutMs: 10_000,
});
const settingsRead: EarlyRequest = { method: 'GET', url: 'http://api.test/api/settings', timeoutMs: 10_000 };
const priceRead: EarlyRequest = { method: 'GET', url: 'http://price.test/hive', timeoutMs: 10_000 };

const remotes = { mf_trade: 'http://cdn.test/trade/remoteEntry.js' };
const parcel = { files: ['parcel.1.js', '8766.2.js'], shared: ['bignumber.js', '@mui/material/Table'], buildId: 'trade-7' };

function pageAt(
  pathname: string,
  answers: Record<string, unknown> = { '/remotes.json': remotes, 'http://cdn.test/trade/parcel-files.json': parcel },
  cookies: Record<string, string> = {},
) {
  const preloaded: string[] = [];
  const sent: EarlyRequest[] = [];
  const page: BootPage = {
    pathname,
    cookie: jest.fn((name: string) => Promise.resolve(cookies[name])),
    fetchJson: jest.fn((url: string) => (url in answers ? Promise.resolve(answers[url]) : Promise.reject(new Error(`no ${url}`)))),
    send: (request, timeoutMs) => {
      sent.push({ ...request, timeoutMs });
      return Promise.resolve({ status: 200, data: request.url });
    },
    preload: (url) => preloaded.push(url),
  };
  return { page, preloaded, sent };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Lets the boot script's requests, each started in a task of its own, all start. */
const drain = async () => {
  for (let task = 0; task < 20; task += 1) await settle();
};

describe('openAreaOf', () => {
  it('matches literal segments and fills parameters with any non-empty value', () => {
    expect(openAreaOf(data.routes, '/trade/BEE')).toBe('mf_trade');
    expect(openAreaOf(data.routes, '/trade/BEE/')).toBe('mf_trade');
    expect(openAreaOf(data.routes, '/swap')).toBe('mf_swap');
    expect(openAreaOf(data.routes, '/trade')).toBeUndefined();
    expect(openAreaOf(data.routes, '/trade/BEE/more')).toBeUndefined();
    expect(openAreaOf(data.routes, '/wallet')).toBeUndefined();
    expect(openAreaOf(data.routes, '/')).toBeUndefined();
  });
});

describe('routeParams', () => {
  it('gives the parameters of a matching path and nothing for another', () => {
    expect(routeParams('/trade/:token', '/trade/BEE')).toEqual({ token: 'BEE' });
    expect(routeParams('/openhive/:nft/:item', '/openhive/STAR/7/')).toEqual({ nft: 'STAR', item: '7' });
    expect(routeParams('/swap', '/swap')).toEqual({});
    expect(routeParams('/trade/:token', '/trade/')).toBeUndefined();
    expect(routeParams('/trade/:token', '/pools/BEE')).toBeUndefined();
  });
});

/** Everything the page asks early, in the order it asks. */
const earlyRequests = (early: RouteHintData['early'], config: unknown, page: { pathname: string; chosenNode?: string }) => [
  ...earlyServiceRequests(early, config, data.readTimeoutMs),
  ...earlyTokenRequests(early, config, page, data.readTimeoutMs),
];

describe('earlyServiceRequests and earlyTokenRequests', () => {
  it('asks for the settings and the HIVE price everywhere, and for the token on a tradable-token page', () => {
    expect(earlyRequests(data.early, config, at('/'))).toEqual([settingsRead, priceRead]);
    expect(earlyRequests(data.early, config, at('/trade/BEE'))).toEqual([settingsRead, priceRead, tokenLookup('BEE')]);
  });

  it('gives each early read the timeout the config sets for its service, else the page read timeout', () => {
    const timed = { ...config, serviceTimeoutsMs: { main: 3_000, price: 'soon' }, sidechain: { ...config.sidechain, timeoutMs: 5_000 } };
    expect(earlyRequests(data.early, timed, at('/trade/BEE')).map((request) => request.timeoutMs)).toEqual([3_000, 10_000, 5_000]);
  });

  it('asks the sidechain node the user chose when the start-up surely takes it too', () => {
    expect(earlyRequests(data.early, config, at('/trade/BEE', 'http://backup.test'))[2]).toEqual(tokenLookup('BEE', 'http://backup.test'));
    // Only the site settings or the user's confirmation could vouch for these: nothing is asked before the start-up decides.
    for (const chosen of ['https://mine.test/rpc', 'http://settings-node.test', 'https://user:pw@mine.test', 'not a node', '%E0%A4%A']) {
      expect(earlyRequests(data.early, config, at('/trade/BEE', chosen))).toEqual([settingsRead, priceRead]);
    }
  });

  it('asks nothing of a service whose address is missing or not http(s), nor for a symbol that cannot be a token', () => {
    expect(earlyRequests(data.early, { apiBaseURL: 'javascript:alert(1)', sidechain: { rpc: 7 } }, at('/trade/BEE'))).toEqual([]);
    expect(earlyRequests(data.early, null, at('/trade/BEE'))).toEqual([]);
    expect(earlyRequests(data.early, config, at('/trade/bee%22'))).toEqual([settingsRead, priceRead]);
  });
});

describe('cookieIn and decodedCookie', () => {
  it("find a cookie's raw value and decode it as js-cookie encoded it, keeping a malformed encoding as it is", () => {
    expect(cookieIn('a=1; sidechain-rpc=http%3A%2F%2Fbackup.test', 'sidechain-rpc')).toBe('http%3A%2F%2Fbackup.test');
    expect(cookieIn('xsidechain-rpc=1', 'sidechain-rpc')).toBeUndefined();
    expect(decodedCookie('http%3A%2F%2Fbackup.test')).toBe('http://backup.test');
    expect(decodedCookie('%E0%A4%A')).toBe('%E0%A4%A');
    expect(decodedCookie(undefined)).toBeUndefined();
  });
});

describe('hintRouteFiles', () => {
  it('sends the early requests once the runtime config is in and hands their answers over', async () => {
    const { page, sent } = pageAt('/trade/BEE', { '/config.json': config, '/remotes.json': remotes });
    const reads = hintRouteFiles(data, page);
    expect(reads.answers).toEqual([]);
    expect(page.cookie).not.toHaveBeenCalled();
    await expect(reads.config).resolves.toEqual(config);
    await settle();
    expect(page.cookie).toHaveBeenCalledWith('sidechain-rpc');
    expect(sent).toEqual([settingsRead, priceRead, tokenLookup('BEE')]);
    expect(reads.answers.map(({ method, url }) => [method, url])).toEqual(sent.map(({ method, url }) => [method, url]));
    await expect(reads.answers[0].response).resolves.toEqual({ status: 200, data: settingsRead.url });
  });

  it('registers the settings and price reads as soon as the config is in, without waiting for the node choice', async () => {
    const { page } = pageAt('/trade/BEE', { '/config.json': config, '/remotes.json': remotes });
    jest.mocked(page.cookie).mockReturnValue(new Promise(() => undefined));
    const reads = hintRouteFiles(data, page);
    // The start-up's own continuation on the config comes right after the boot script's: the reads must be there.
    await reads.config;
    expect(reads.answers.map(({ url }) => url)).toEqual([settingsRead.url, priceRead.url]);
  });

  it("asks the token of the node chosen in the user's cookie", async () => {
    const { page, sent } = pageAt('/trade/BEE', { '/config.json': config, '/remotes.json': remotes }, { 'sidechain-rpc': 'http://backup.test' });
    await hintRouteFiles(data, page).config;
    await settle();
    expect(sent).toEqual([settingsRead, priceRead, tokenLookup('BEE', 'http://backup.test')]);
  });

  it('sends nothing early when the runtime config could not be read', async () => {
    const { page, sent } = pageAt('/trade/BEE', { '/remotes.json': remotes });
    const reads = hintRouteFiles(data, page);
    await expect(reads.config).rejects.toThrow('no /config.json');
    await settle();
    expect(sent).toEqual([]);
    expect(reads.answers).toEqual([]);
  });

  it("on an area's page hints its entry, the shell's start files, the parcel's chunks and the shell's shared copies", async () => {
    const { page, preloaded } = pageAt('/trade/BEE');
    const reads = hintRouteFiles(data, page);
    await expect(reads.remotes).resolves.toEqual(remotes);
    expect(reads.area?.remote).toBe('mf_trade');
    await expect(reads.area?.parcelFiles).resolves.toEqual(parcel);
    expect(preloaded).toEqual([
      'http://cdn.test/trade/remoteEntry.js',
      '/outlet.1.js',
      'http://cdn.test/trade/parcel.1.js',
      'http://cdn.test/trade/8766.2.js',
      '/659.a.js',
    ]);
  });

  it("reads the remotes but hints nothing on the shell's own pages", async () => {
    const { page, preloaded } = pageAt('/faq');
    const reads = hintRouteFiles(data, page);
    await expect(reads.remotes).resolves.toEqual(remotes);
    expect(reads.area).toBeUndefined();
    await settle();
    expect(preloaded).toEqual([]);
  });

  it('hints only the entry and start files when the remote publishes no parcel files, and nothing for a non-http entry', async () => {
    const withoutParcel = pageAt('/trade/BEE', { '/remotes.json': remotes });
    hintRouteFiles(data, withoutParcel.page);
    await settle();
    expect(withoutParcel.preloaded).toEqual(['http://cdn.test/trade/remoteEntry.js', '/outlet.1.js']);

    const unsafe = pageAt('/trade/BEE', { '/remotes.json': { mf_trade: 'javascript:alert(1)' } });
    await expect(hintRouteFiles(data, unsafe.page).area?.parcelFiles).rejects.toThrow('No http(s) entry for mf_trade');
    expect(unsafe.preloaded).toEqual([]);
  });

  it('keeps malformed parcel files from hinting anything but strings', async () => {
    const { page, preloaded } = pageAt('/trade/BEE', {
      '/remotes.json': remotes,
      'http://cdn.test/trade/parcel-files.json': { files: [1, 'a.js'], shared: 'x', buildId: 5 },
    });
    await expect(hintRouteFiles(data, page).area?.parcelFiles).resolves.toEqual({ files: ['a.js'], shared: [] });
    expect(preloaded).toEqual(['http://cdn.test/trade/remoteEntry.js', '/outlet.1.js', 'http://cdn.test/trade/a.js']);
  });

  it('hands a failed remotes read to the start-up, which reads again', async () => {
    const { page, preloaded } = pageAt('/trade/BEE', {});
    await expect(hintRouteFiles(data, page).remotes).rejects.toThrow('no /remotes.json');
    expect(preloaded).toEqual([]);
  });
});

describe('boot', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).tdxBoot;
    document.head.replaceChildren();
  });

  it('leaves its reads on the page global and adds each hint once, as a low-priority script or style preload', async () => {
    window.history.replaceState(null, '', '/trade/BEE');
    const files: Record<string, unknown> = { '/remotes.json': remotes, '/config.json': { apiBaseURL: 'http://api.test' } };
    global.fetch = jest.fn((url: string) =>
      Promise.resolve({
        ok: true,
        status: 200,
        json: () => Promise.resolve(files[url] ?? { files: ['a.js', 'a.js', 'a.css'], shared: [] }),
        text: () => Promise.resolve(url === 'http://api.test/settings' ? '{"maintenance":false}' : 'plain text'),
      }),
    ) as unknown as typeof fetch;
    boot(data);
    // Nothing is started in the page's first task: each request gets a task of its own.
    expect(global.fetch).not.toHaveBeenCalled();
    const reads = (window as unknown as Record<string, BootReads>).tdxBoot;
    await expect(reads.remotes).resolves.toEqual(remotes);
    await reads.config;
    await drain();
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.getAttribute('as'), link.getAttribute('fetchpriority'), link.href])).toEqual([
      ['preload', 'script', 'low', 'http://cdn.test/trade/remoteEntry.js'],
      ['preload', 'script', 'low', 'http://localhost/outlet.1.js'],
      ['preload', 'script', 'low', 'http://cdn.test/trade/a.js'],
      ['preload', 'style', 'low', 'http://cdn.test/trade/a.css'],
    ]);
    expect(global.fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store', signal: expect.any(AbortSignal) });
    expect(global.fetch).toHaveBeenCalledWith('http://api.test/settings', {
      method: 'GET',
      headers: { Accept: 'application/json' },
      body: undefined,
      signal: expect.any(AbortSignal),
    });
    await expect(reads.answers[0].response).resolves.toEqual({ status: 200, data: { maintenance: false } });
  });

  it("starts each request in a task from the browser's scheduler where it has one, and leaves localStorage alone", async () => {
    window.history.replaceState(null, '', '/faq');
    const nextTask = jest.fn(() => Promise.resolve());
    Object.assign(window, { scheduler: { yield: nextTask } });
    global.fetch = jest.fn(() => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({}) })) as unknown as typeof fetch;
    const storageUses = [jest.spyOn(Storage.prototype, 'length', 'get'), jest.spyOn(Storage.prototype, 'getItem')];
    boot(data);
    expect(global.fetch).not.toHaveBeenCalled();
    await drain();
    expect(global.fetch).toHaveBeenCalledTimes(2);
    expect(nextTask).toHaveBeenCalledTimes(2);
    // A page's first use of it is a synchronous trip to the browser, the longer the busier the browser is.
    for (const use of storageUses) {
      expect(use).not.toHaveBeenCalled();
      use.mockRestore();
    }
    delete (window as unknown as Record<string, unknown>).scheduler;
  });

  it('hints a file once, whether its address is given relative or absolute', () => {
    preloadFile('/659.a.js', 'low');
    preloadFile('/659.a.js');
    preloadFile('http://localhost/659.a.js');
    expect([...document.head.querySelectorAll('link')].map((link) => link.href)).toEqual(['http://localhost/659.a.js']);
  });

  it('sends a JSON body as JSON and keeps an answer that is not JSON as text', async () => {
    window.history.replaceState(null, '', '/trade/BEE');
    const files: Record<string, unknown> = { '/remotes.json': remotes, '/config.json': { sidechain: { rpc: 'http://node.test' } } };
    global.fetch = jest.fn((url: string) =>
      Promise.resolve({ ok: true, status: 502, json: () => Promise.resolve(files[url] ?? {}), text: () => Promise.resolve('Bad gateway') }),
    ) as unknown as typeof fetch;
    boot(data);
    const reads = (window as unknown as Record<string, BootReads>).tdxBoot;
    await reads.config;
    await drain();
    const [lookup] = reads.answers;
    expect(global.fetch).toHaveBeenCalledWith('http://node.test/contracts', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(tokenLookup('BEE').body),
      signal: expect.any(AbortSignal),
    });
    await expect(lookup.response).resolves.toEqual({ status: 502, data: 'Bad gateway' });
  });

  it('gives up a read that gets no answer within the read timeout', async () => {
    window.history.replaceState(null, '', '/');
    global.fetch = jest.fn(
      (_url: string, init: RequestInit) => new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error))),
    ) as unknown as typeof fetch;
    boot({ ...data, readTimeoutMs: 30 });
    const reads = (window as unknown as Record<string, BootReads>).tdxBoot;
    await expect(reads.config).rejects.toMatchObject({ name: 'TimeoutError' });
    await expect(reads.remotes).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  describe("the user's node choice", () => {
    const lookupUrl = () =>
      (global.fetch as jest.Mock).mock.calls.map(([url]) => url as string).find((url) => url.endsWith('/contracts'));

    beforeEach(() => {
      window.history.replaceState(null, '', '/trade/BEE');
      const files: Record<string, unknown> = { '/config.json': config };
      global.fetch = jest.fn((url: string) =>
        Promise.resolve({ ok: url in files, status: 200, json: () => Promise.resolve(files[url]), text: () => Promise.resolve('{}') }),
      ) as unknown as typeof fetch;
    });

    afterEach(() => {
      delete (window as unknown as Record<string, unknown>).cookieStore;
      document.cookie = 'sidechain-rpc=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    });

    async function bootAndSettle() {
      boot(data);
      await (window as unknown as Record<string, BootReads>).tdxBoot.config;
      await drain();
    }

    /** A Cookie Store holding `cookies`, counting its reads and telling its listeners of a change. */
    function fakeCookieStore(cookies: Record<string, string>) {
      const store = Object.assign(new EventTarget(), {
        getAll: jest.fn(() => Promise.resolve(Object.entries(cookies).map(([name, value]) => ({ name, value })))),
      });
      Object.assign(window, { cookieStore: store });
      return store;
    }

    it('comes from one Cookie Store read, handed to the start-up, without reading document.cookie', async () => {
      const store = fakeCookieStore({ 'sidechain-rpc': 'http%3A%2F%2Fbackup.test', token: 'jwt' });
      const cookieRead = jest.spyOn(document, 'cookie', 'get');
      await bootAndSettle();
      expect(cookieRead).not.toHaveBeenCalled();
      expect(lookupUrl()).toBe('http://backup.test/contracts');
      const { cookies } = (window as unknown as Record<string, BootReads>).tdxBoot;
      await expect(cookies?.all).resolves.toContainEqual({ name: 'token', value: 'jwt' });
      expect(store.getAll).toHaveBeenCalledTimes(1);
      expect(cookies?.changedSince()).toBe(false);
      store.dispatchEvent(new Event('change'));
      expect(cookies?.changedSince()).toBe(true);
      cookieRead.mockRestore();
    });

    it('comes from document.cookie without a Cookie Store, and a failing store leaves the configured node', async () => {
      document.cookie = `sidechain-rpc=${encodeURIComponent('http://backup.test')}`;
      await bootAndSettle();
      expect(lookupUrl()).toBe('http://backup.test/contracts');
      expect((window as unknown as Record<string, BootReads>).tdxBoot.cookies).toBeUndefined();

      (global.fetch as jest.Mock).mockClear();
      fakeCookieStore({}).getAll.mockRejectedValue(new Error('no store'));
      await bootAndSettle();
      expect(lookupUrl()).toBe('http://node.test/rpc/contracts');
    });
  });
});
