import { claimReload, RELOAD_GUARD_KEY, RELOAD_GUARD_MS, reloadOnce } from './reload-guard';

describe('claimReload', () => {
  beforeEach(() => sessionStorage.clear());

  it('allows one reload per path within 10 s', () => {
    expect(claimReload('/bridge', 1000)).toBe(true);
    expect(claimReload('/bridge', 1000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimReload('/bridge', 1000 + RELOAD_GUARD_MS)).toBe(true);
  });

  it('does not hold back a different path', () => {
    expect(claimReload('/bridge', 1000)).toBe(true);
    expect(claimReload('/wallet', 1001)).toBe(true);
    expect(claimReload('/bridge', 1002)).toBe(true);
  });

  it('treats a corrupt record as none, and refuses when storage is unusable', () => {
    sessionStorage.setItem(RELOAD_GUARD_KEY, '{oops');
    expect(claimReload('/bridge', 1000)).toBe(true);
    expect(claimReload('/bridge', 1001)).toBe(false);
    const blocked = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    } as unknown as Storage;
    expect(claimReload('/bridge', 1000, blocked)).toBe(false);
  });
});

describe('reloadOnce', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads the first time for a path and not again within the window', () => {
    const reload = jest.fn();
    expect(reloadOnce('/x', reload)).toBe(true);
    expect(reloadOnce('/x', reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
