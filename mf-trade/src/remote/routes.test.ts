import { routesOwnedBy } from '@tdx/contracts';
import { TRADE_ROUTES } from './routes';

describe('TRADE_ROUTES', () => {
  it('are exactly the routes the shell manifest gives mf_trade', () => {
    expect(TRADE_ROUTES.map((route) => route.path).sort()).toEqual(
      routesOwnedBy('mf_trade')
        .map((route) => route.path)
        .sort(),
    );
  });
});
