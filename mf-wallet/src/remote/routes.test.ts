import { routesOwnedBy } from '@tdx/contracts';
import { WALLET_ROUTES } from './routes';

describe('WALLET_ROUTES', () => {
  it('are exactly the routes the shell manifest gives mf_wallet', () => {
    expect(WALLET_ROUTES.map((route) => route.path).sort()).toEqual(
      routesOwnedBy('mf_wallet')
        .map((route) => route.path)
        .sort(),
    );
  });
});
