import { isOpenAreaRoute, openAreaRoutes } from './area-files';
import { ROUTE_MANIFEST, type Guard, type RouteEntry } from './routes';

const route = (path: string, owner: RouteEntry['owner'], guards: Guard[] = []): RouteEntry => ({ path, owner, title: '', guards, layout: 'default' });

describe('open area routes', () => {
  it('are the routes of a remote that only existence guards (a tradable token, a supported NFT) stand before', () => {
    expect(isOpenAreaRoute(route('/trade/:token', 'mf_trade', ['tradableToken']))).toBe(true);
    expect(isOpenAreaRoute(route('/nfts/:nft', 'mf_nft_openhive', ['supportedNft']))).toBe(true);
    expect(isOpenAreaRoute(route('/wallet', 'mf_wallet', ['login']))).toBe(false);
    expect(isOpenAreaRoute(route('/admin', 'mf_admin', ['login', 'admin']))).toBe(false);
    expect(isOpenAreaRoute(route('/faq', 'shell'))).toBe(false);
    const guarded = ROUTE_MANIFEST.filter((entry) => entry.guards.includes('login') || entry.guards.includes('admin'));
    expect(guarded.length).toBeGreaterThan(0);
    for (const entry of guarded) expect(isOpenAreaRoute(entry)).toBe(false);
  });

  it('are listed as [pattern, remote] for the boot script: /trade/:token is the trade area; the wallet, behind the login, is none', () => {
    const routes = openAreaRoutes(ROUTE_MANIFEST);
    expect(routes).toContainEqual(['/trade/:token', 'mf_trade']);
    expect(routes.some(([, remote]) => remote === 'mf_wallet')).toBe(false);
    expect(routes.some(([, remote]) => remote === 'mf_admin')).toBe(false);
  });
});
