import { AppBuilds } from './app-builds';
import { recoverFromFailedLoad, type RecoveryDeps } from './recover-from-failed-load';

function setUp(deployed: Record<string, string | null>, claim = true) {
  const builds = new AppBuilds();
  builds.track('shell', 'http://localhost:3000/', 'shell-1');
  builds.track('mf_bridge', 'http://localhost:3106/', 'bridge-1');
  const deps: RecoveryDeps = {
    builds,
    fetchLatest: jest.fn(async (base: string) => {
      const id = deployed[base];
      return id ? { id, timestamp: 1 } : null;
    }),
    reloadOnce: jest.fn(() => claim),
  };
  return { builds, deps };
}

describe('recoverFromFailedLoad', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('reloads when the failed chunk belongs to a remote that has a newer build deployed', async () => {
    const { deps } = setUp({ 'http://localhost:3106/': 'bridge-2' });
    expect(await recoverFromFailedLoad('http://localhost:3106/432.6d89be24.js', deps)).toBe(true);
    expect(deps.fetchLatest).toHaveBeenCalledWith('http://localhost:3106/');
    expect(deps.reloadOnce).toHaveBeenCalledTimes(1);
  });

  it('does the same for the shell’s own chunks', async () => {
    const { deps } = setUp({ 'http://localhost:3000/': 'shell-2' });
    expect(await recoverFromFailedLoad('http://localhost:3000/toaster.1234abcd.js', deps)).toBe(true);
  });

  it('does not reload when the same build is still deployed, the app is down, or the file is foreign', async () => {
    const { deps } = setUp({ 'http://localhost:3106/': 'bridge-1' });
    expect(await recoverFromFailedLoad('http://localhost:3106/1.js', deps)).toBe(false);
    expect(await recoverFromFailedLoad('http://localhost:3000/2.js', deps)).toBe(false);
    expect(await recoverFromFailedLoad('https://cdn.example.com/x.js', deps)).toBe(false);
    expect(deps.reloadOnce).not.toHaveBeenCalled();
  });

  it('falls back to what the last poll found when the manifest cannot be fetched now', async () => {
    const { builds, deps } = setUp({});
    builds.setLatest('mf_bridge', 'bridge-3');
    expect(await recoverFromFailedLoad('http://localhost:3106/1.js', deps)).toBe(true);
  });

  it('does not reload when the guard refuses (reloaded for this path within 10 s)', async () => {
    const { deps } = setUp({ 'http://localhost:3106/': 'bridge-2' }, false);
    expect(await recoverFromFailedLoad('http://localhost:3106/1.js', deps)).toBe(false);
    expect(deps.reloadOnce).toHaveBeenCalledTimes(1);
  });

  it('does not reload while the running build of a remote is still unknown', async () => {
    const { builds, deps } = setUp({ 'http://localhost:3106/': 'bridge-2' });
    builds.setLoaded('mf_bridge', null);
    expect(await recoverFromFailedLoad('http://localhost:3106/1.js', deps)).toBe(false);
  });
});
