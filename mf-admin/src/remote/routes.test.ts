import { routesOwnedBy } from '@tdx/contracts';
import { ADMIN_ROUTES } from './routes';

describe('ADMIN_ROUTES', () => {
  it('are exactly the routes the shell manifest gives mf_admin', () => {
    expect(ADMIN_ROUTES.map((route) => route.path).sort()).toEqual(
      routesOwnedBy('mf_admin')
        .map((route) => route.path)
        .sort(),
    );
  });
});
