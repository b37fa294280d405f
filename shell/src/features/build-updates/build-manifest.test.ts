import { fetchLatestBuild, parseBuildManifest } from './build-manifest';

describe('parseBuildManifest', () => {
  it('keeps { id, timestamp } and refuses anything else', () => {
    expect(parseBuildManifest({ id: 'b1', timestamp: 1 })).toEqual({ id: 'b1', timestamp: 1 });
    expect(parseBuildManifest({ id: '', timestamp: 1 })).toBeNull();
    expect(parseBuildManifest({ id: 'b1' })).toBeNull();
    expect(parseBuildManifest('<!doctype html>')).toBeNull();
    expect(parseBuildManifest(null)).toBeNull();
  });
});

describe('fetchLatestBuild', () => {
  const answer = (ok: boolean, json: () => Promise<unknown>) => jest.fn(async () => ({ ok, json }));

  it('reads the manifest under the app base, bypassing the cache', async () => {
    const fetcher = answer(true, async () => ({ id: 'b2', timestamp: 9 }));
    expect(await fetchLatestBuild('http://localhost:3106/', fetcher)).toEqual({ id: 'b2', timestamp: 9 });
    expect(fetcher).toHaveBeenCalledWith(new URL('http://localhost:3106/builds/latest.json'), { cache: 'no-store' });
  });

  it('answers null when the manifest is missing, not JSON or unreachable', async () => {
    expect(await fetchLatestBuild('http://localhost:3106/', answer(false, async () => ({ id: 'b', timestamp: 1 })))).toBeNull();
    expect(await fetchLatestBuild('http://localhost:3106/', answer(true, () => Promise.reject(new SyntaxError('<html>'))))).toBeNull();
    expect(await fetchLatestBuild('http://localhost:3106/', () => Promise.reject(new TypeError('Failed to fetch')))).toBeNull();
  });
});
