import type { RouteHintData } from '@tdx/contracts';
import { boot, hintRouteFiles, openAreaOf, type BootPage } from './route-hints';

const data: RouteHintData = {
  remotesUrl: '/remotes.json',
  parcelFilesPath: 'parcel-files.json',
  global: 'tdxBoot',
  routes: [
    ['/trade/:token', 'mf_trade'],
    ['/swap', 'mf_swap'],
  ],
  start: ['/outlet.1.js'],
  shared: { 'bignumber.js': ['/659.a.js'], react: [] },
};

const remotes = { mf_trade: 'http://cdn.test/trade/remoteEntry.js' };
const parcel = { files: ['parcel.1.js', '8766.2.js'], shared: ['bignumber.js', '@mui/material/Table'], buildId: 'trade-7' };

function pageAt(pathname: string, answers: Record<string, unknown> = { '/remotes.json': remotes, 'http://cdn.test/trade/parcel-files.json': parcel }) {
  const preloaded: string[] = [];
  const page: BootPage = {
    pathname,
    fetchJson: jest.fn((url: string) => (url in answers ? Promise.resolve(answers[url]) : Promise.reject(new Error(`no ${url}`)))),
    preload: (url) => preloaded.push(url),
  };
  return { page, preloaded };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

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

describe('hintRouteFiles', () => {
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

  it('leaves its read on the page global and adds each hint once, as a low-priority script preload', async () => {
    window.history.replaceState(null, '', '/trade/BEE');
    global.fetch = jest.fn((url: string) =>
      Promise.resolve({ ok: true, json: () => Promise.resolve(url === '/remotes.json' ? remotes : { files: ['a.js', 'a.js'], shared: [] }) }),
    ) as unknown as typeof fetch;
    boot(data);
    const reads = (window as unknown as Record<string, { remotes: Promise<unknown> }>).tdxBoot;
    await expect(reads.remotes).resolves.toEqual(remotes);
    await settle();
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.getAttribute('as'), link.getAttribute('fetchpriority'), link.href])).toEqual([
      ['preload', 'script', 'low', 'http://cdn.test/trade/remoteEntry.js'],
      ['preload', 'script', 'low', 'http://localhost/outlet.1.js'],
      ['preload', 'script', 'low', 'http://cdn.test/trade/a.js'],
    ]);
    expect(global.fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
  });
});
