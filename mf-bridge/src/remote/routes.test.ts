import { routesOwnedBy } from '@tdx/contracts';
import { BRIDGE_ROUTES } from './routes';

describe('BRIDGE_ROUTES', () => {
  it('are exactly the routes the shell manifest gives mf_bridge', () => {
    expect(BRIDGE_ROUTES.map((route) => route.path).sort()).toEqual(
      routesOwnedBy('mf_bridge')
        .map((route) => route.path)
        .sort(),
    );
  });
});
