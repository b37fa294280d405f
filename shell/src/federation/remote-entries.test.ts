import { BOOT_GLOBAL, REMOTES_URL } from '@tdx/contracts';
import { entriesFromAllowedOrigins, fetchRemoteEntries, parseRemoteEntries } from './remote-entries';

describe('parseRemoteEntries', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('keeps known remotes with http(s) entry URLs', () => {
    expect(
      parseRemoteEntries({
        mf_wallet: 'http://localhost:3103/remoteEntry.js',
        mf_trade: 'https://cdn.example.com/trade/remoteEntry.js',
      }),
    ).toEqual({
      mf_wallet: 'http://localhost:3103/remoteEntry.js',
      mf_trade: 'https://cdn.example.com/trade/remoteEntry.js',
    });
  });

  it('drops unknown names and unsafe or relative URLs', () => {
    expect(
      parseRemoteEntries({
        mf_evil: 'http://localhost:1/remoteEntry.js',
        mf_wallet: 'javascript:alert(1)',
        mf_swap: '//cdn.example.com/remoteEntry.js',
        mf_bridge: 42,
        mf_admin: 'https://user:pw@cdn.example.com/remoteEntry.js',
      }),
    ).toEqual({});
  });

  it('survives a file that is not an object', () => {
    expect(parseRemoteEntries(['mf_wallet'])).toEqual({});
    expect(parseRemoteEntries(null)).toEqual({});
  });
});

describe('entriesFromAllowedOrigins', () => {
  const entries = {
    mf_trade: 'https://areas.example/trade/remoteEntry.js',
    mf_swap: 'https://site.example/swap/remoteEntry.js',
    mf_wallet: 'https://areas.example.evil.test/wallet/remoteEntry.js',
    mf_admin: 'http://areas.example/admin/remoteEntry.js',
  };
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("keeps the entries of the page's own origin and the listed ones, and reports each other one", () => {
    expect(entriesFromAllowedOrigins(entries, ['https://areas.example/'], 'https://site.example')).toEqual({
      mf_trade: 'https://areas.example/trade/remoteEntry.js',
      mf_swap: 'https://site.example/swap/remoteEntry.js',
    });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('mf_wallet refused, https://areas.example.evil.test'));
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('mf_admin refused, http://areas.example'));
  });

  it('keeps every entry when the config lists no origins', () => {
    expect(entriesFromAllowedOrigins(entries, undefined, 'https://site.example')).toEqual(entries);
  });
});

describe('fetchRemoteEntries', () => {
  const entries = { mf_trade: 'http://localhost:3101/remoteEntry.js' };
  const fetchMock = jest.fn();
  const page = window as unknown as Record<string, unknown>;

  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockReset().mockResolvedValue({ ok: true, json: () => Promise.resolve(entries) });
    global.fetch = fetchMock;
  });
  afterEach(() => {
    delete page[BOOT_GLOBAL];
    jest.restoreAllMocks();
  });

  it('takes the read the boot script started instead of reading the file again', async () => {
    page[BOOT_GLOBAL] = { remotes: Promise.resolve(entries) };
    await expect(fetchRemoteEntries()).resolves.toEqual(entries);
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(fetchRemoteEntries()).resolves.toEqual(entries);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads the file itself when the boot read failed or there was none', async () => {
    page[BOOT_GLOBAL] = { remotes: Promise.reject(new Error('offline')) };
    await expect(fetchRemoteEntries()).resolves.toEqual(entries);
    await expect(fetchRemoteEntries()).resolves.toEqual(entries);
    expect(fetchMock.mock.calls).toEqual([
      [REMOTES_URL, { cache: 'no-store', signal: expect.any(AbortSignal) }],
      [REMOTES_URL, { cache: 'no-store', signal: expect.any(AbortSignal) }],
    ]);
  });

  it('gives no remotes when the file cannot be read', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 503 });
    await expect(fetchRemoteEntries()).resolves.toEqual({});
  });
});
