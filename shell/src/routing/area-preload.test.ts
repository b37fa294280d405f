import { ROUTE_MANIFEST } from '@tdx/contracts';
import { shouldPreloadArea } from './area-preload';

const route = (path: string) => {
  const found = ROUTE_MANIFEST.find((entry) => entry.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

describe('shouldPreloadArea', () => {
  const trade = route('/trade/:token');

  it('preloads an area waiting on its chain lookup once the settings are known', () => {
    expect(shouldPreloadArea(trade, 'pending', true)).toBe(true);
  });

  it('waits for the settings (maintenance may send the page elsewhere)', () => {
    expect(shouldPreloadArea(trade, 'pending', false)).toBe(false);
  });

  it('leaves decided routes to the outlet or the status pages', () => {
    expect(shouldPreloadArea(trade, 'allow', true)).toBe(false);
    expect(shouldPreloadArea(trade, 'notFound', true)).toBe(false);
  });

  it('never preloads behind a login or admin guard, nor for shell pages', () => {
    const guarded = ROUTE_MANIFEST.filter((entry) => entry.guards.includes('login') || entry.guards.includes('admin'));
    expect(guarded.length).toBeGreaterThan(0);
    for (const entry of guarded) expect(shouldPreloadArea(entry, 'pending', true)).toBe(false);
    expect(shouldPreloadArea(route('/'), 'pending', true)).toBe(false);
  });
});
