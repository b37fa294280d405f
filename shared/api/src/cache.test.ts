import { cachedWithFallback, LIST_CACHE_MS } from './cache';

describe('cachedWithFallback', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 0;
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('serves the cached value for 300 s, then loads again', async () => {
    const load = jest.fn().mockResolvedValueOnce(['a']).mockResolvedValueOnce(['b']);
    const get = cachedWithFallback(load, { ttlMs: LIST_CACHE_MS, fallback: [], failureMessage: 'x', now: clock });
    await expect(get()).resolves.toEqual(['a']);
    now = 299_999;
    await expect(get()).resolves.toEqual(['a']);
    now = 300_000;
    await expect(get()).resolves.toEqual(['b']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('answers the fallback on failure, logs it, and retries on the next call', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(['ok']);
    const get = cachedWithFallback(load, { ttlMs: LIST_CACHE_MS, fallback: ['fallback'], failureMessage: 'Failed to fetch things', now: clock });
    await expect(get()).resolves.toEqual(['fallback']);
    expect(console.error).toHaveBeenCalledWith('Failed to fetch things', expect.any(Error));
    await expect(get()).resolves.toEqual(['ok']);
  });

  it('shares one load between concurrent callers', async () => {
    const load = jest.fn().mockResolvedValue([1]);
    const get = cachedWithFallback(load, { ttlMs: LIST_CACHE_MS, fallback: [], failureMessage: 'x', now: clock });
    await Promise.all([get(), get(), get()]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
