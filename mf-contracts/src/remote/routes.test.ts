import { routesOwnedBy } from '@tdx/contracts';
import { CONTRACTS_ROUTES } from './routes';

describe('CONTRACTS_ROUTES', () => {
  it('are exactly the routes the shell manifest gives mf_contracts', () => {
    expect(CONTRACTS_ROUTES.map((route) => route.path).sort()).toEqual(
      routesOwnedBy('mf_contracts')
        .map((route) => route.path)
        .sort(),
    );
  });
});
