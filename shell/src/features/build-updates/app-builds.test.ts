import { AppBuilds, trackRemoteBuild } from './app-builds';

describe('AppBuilds', () => {
  it('finds the app a URL belongs to, the most specific base first', () => {
    const builds = new AppBuilds();
    builds.track('shell', 'http://localhost:3000/', 's1');
    builds.track('mf_cdn', 'http://localhost:3000/remotes/bridge/', 'b1');
    expect(builds.ofUrl('http://localhost:3000/remotes/bridge/1.js')?.name).toBe('mf_cdn');
    expect(builds.ofUrl('http://localhost:3000/main.js')?.name).toBe('shell');
    expect(builds.ofUrl('http://localhost:3001/main.js')).toBeUndefined();
  });
});

describe('trackRemoteBuild', () => {
  it('records the build deployed when the remote is first loaded, from its base URL', async () => {
    const fetchLatest = jest.fn(async () => ({ id: 'bridge-1', timestamp: 5 }));
    const builds = new AppBuilds();
    trackRemoteBuild('mf_bridge', 'http://localhost:3106/remoteEntry.js', builds, fetchLatest, () => undefined);
    trackRemoteBuild('mf_bridge', 'http://localhost:3106/remoteEntry.js', builds, fetchLatest, () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(fetchLatest).toHaveBeenCalledWith('http://localhost:3106/');
    expect(builds.all()).toEqual([{ name: 'mf_bridge', base: 'http://localhost:3106/', loadedId: 'bridge-1', latestId: null }]);
  });

  it("takes the build the page's boot script read with the parcel's files, without asking again", async () => {
    const fetchLatest = jest.fn(async () => ({ id: 'bridge-2', timestamp: 5 }));
    const builds = new AppBuilds();
    trackRemoteBuild('mf_bridge', 'http://localhost:3106/remoteEntry.js', builds, fetchLatest, () => Promise.resolve('bridge-1'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchLatest).not.toHaveBeenCalled();
    expect(builds.all()[0].loadedId).toBe('bridge-1');
  });

  it('asks the remote when the boot read named no build (failed, or an older remote)', async () => {
    const fetchLatest = jest.fn(async () => ({ id: 'bridge-2', timestamp: 5 }));
    const builds = new AppBuilds();
    trackRemoteBuild('mf_bridge', 'http://localhost:3106/remoteEntry.js', builds, fetchLatest, () => Promise.resolve(null));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchLatest).toHaveBeenCalledWith('http://localhost:3106/');
    expect(builds.all()[0].loadedId).toBe('bridge-2');
  });
});
