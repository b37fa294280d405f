import { routesOwnedBy } from '@tdx/contracts';
import { NFT_OPENHIVE_ROUTES } from './routes';

describe('NFT_OPENHIVE_ROUTES', () => {
  it('are exactly the routes the shell manifest gives mf_nft_openhive', () => {
    expect(NFT_OPENHIVE_ROUTES.map((route) => route.path).sort()).toEqual(
      routesOwnedBy('mf_nft_openhive')
        .map((route) => route.path)
        .sort(),
    );
  });
});
