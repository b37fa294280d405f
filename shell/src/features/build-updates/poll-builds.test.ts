import { AppBuilds } from './app-builds';
import { pollBuilds, type PollDeps } from './poll-builds';

describe('pollBuilds', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setUp(visibility: { state: DocumentVisibilityState }) {
    const builds = new AppBuilds();
    builds.track('shell', 'http://localhost:3000/', 's1');
    builds.track('mf_bridge', 'http://localhost:3106/', 'b1');
    const events = new EventTarget();
    const deps: PollDeps = {
      builds,
      fetchLatest: jest.fn(async (base: string) => ({ id: base.includes('3106') ? 'b2' : 's1', timestamp: 1 })),
      document: Object.defineProperty(events, 'visibilityState', { get: () => visibility.state }) as unknown as Document,
      now: () => Date.now(),
      intervalMs: 60_000,
    };
    return { builds, deps, events };
  }

  it('asks every loaded app for its deployed build each interval while visible', async () => {
    const { builds, deps } = setUp({ state: 'visible' });
    const stop = pollBuilds(deps);
    expect(deps.fetchLatest).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(deps.fetchLatest).toHaveBeenCalledTimes(2);
    expect(builds.all().map((app) => app.latestId)).toEqual(['s1', 'b2']);
    stop();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(deps.fetchLatest).toHaveBeenCalledTimes(2);
  });

  it('skips polls while hidden and catches up when the tab becomes visible again', async () => {
    const visibility = { state: 'hidden' as DocumentVisibilityState };
    const { deps, events } = setUp(visibility);
    const stop = pollBuilds(deps);
    await jest.advanceTimersByTimeAsync(180_000);
    expect(deps.fetchLatest).not.toHaveBeenCalled();
    visibility.state = 'visible';
    events.dispatchEvent(new Event('visibilitychange'));
    expect(deps.fetchLatest).toHaveBeenCalledTimes(2);
    stop();
  });
});
