import { routesOwnedBy } from '@tdx/contracts';
import { SWAP_ROUTES } from './routes';

describe('SWAP_ROUTES', () => {
  it('are exactly the routes the shell manifest gives mf_swap', () => {
    expect(SWAP_ROUTES.map((route) => route.path).sort()).toEqual(
      routesOwnedBy('mf_swap')
        .map((route) => route.path)
        .sort(),
    );
  });

  it('give every route its page', () => {
    expect(SWAP_ROUTES.filter((route) => !route.Page).map((route) => route.path)).toEqual([]);
  });
});
