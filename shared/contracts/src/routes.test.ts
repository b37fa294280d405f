import { paths } from './paths';
import { REMOTE_NAMES } from './remotes';
import { navEntries, REDIRECTS, redirectTarget, ROUTE_MANIFEST, isValidParam, type Guard } from './routes';

/** Every route of spec §2 with its protection, written out independently of the manifest. */
const SPEC_ROUTES: Array<[path: string, guards: Guard[]]> = [
  ['/', []],
  ['/login', []],
  ['/faq', []],
  ['/privacy-policy', []],
  ['/offerings', []],
  ['/maintenance', []],
  ['/tokens', []],
  ['/tokens/create', ['login']],
  ['/tokens/manage', ['login']],
  ['/tokens/list', ['login']],
  ['/wallet', ['login']],
  ['/wallet/open-orders', ['login']],
  ['/wallet/pending-withdrawals', ['login']],
  ['/wallet/conversion-history', ['login']],
  ['/history/:symbol', ['login']],
  ['/trade/:token', ['tradableToken']],
  ['/swap', []],
  ['/pools', []],
  ['/pools/positions', ['login']],
  ['/pools/transactions', ['login']],
  ['/witnesses', []],
  ['/nfts', []],
  ['/distribution', []],
  ['/nfts/create', ['login']],
  ['/nfts/manage', ['login']],
  ['/tokenfunds', []],
  ['/tokenfunds/:fund', []],
  ['/mining', ['login']],
  ['/packmanager', []],
  ['/packmanager/open', ['login']],
  ['/packmanager/wizard', ['login']],
  ['/airdrop', ['login']],
  ['/nftairdrop', ['login']],
  ['/claimdrops', []],
  ['/smt', []],
  ['/smt/manage', ['login']],
  ['/outposts', []],
  ['/outposts/deploy', ['login']],
  ['/outposts/manage', ['login']],
  ['/outposts/manage/:outpost', ['login']],
  ['/openhive', []],
  ['/openhive/explore', []],
  ['/openhive/create', ['login']],
  ['/openhive/collections', ['login']],
  ['/openhive/collections/:nft', ['login', 'supportedNft']],
  ['/openhive/:nft/:item', ['supportedNft']],
  ['/beedollar', []],
  ['/bridge', ['login']],
  ['/bridge/transfers', []],
  ['/bridge/contracts', []],
  ['/bridge/tx/:id', ['login']],
  ['/admin', ['login', 'admin']],
];

const SPEC_REDIRECTS: Array<[from: string, params: Record<string, string>, to: string]> = [
  ['/trade', {}, '/trade/BEE'],
  ['/dieselpools', {}, '/swap'],
  ['/dieselpools/pools', {}, '/pools'],
  ['/dieselpools/positions', {}, '/pools/positions'],
  ['/dieselpools/transactions', {}, '/pools/transactions'],
  ['/dieselpools/add', {}, '/swap?action=add'],
  ['/dieselpools/remove', {}, '/swap?action=remove'],
  ['/dieselpools/create', {}, '/swap?action=create'],
  ['/daos', {}, '/tokenfunds'],
  ['/dtfs', {}, '/tokenfunds'],
  ['/dao/:fund', { fund: 'BEE:WORK' }, '/tokenfunds/BEE%3AWORK'],
  ['/dtfs/:fund', { fund: 'X' }, '/tokenfunds/X'],
  ['/nft-airdrop', {}, '/nftairdrop'],
  ['/claimdrop', {}, '/claimdrops'],
  ['/beed', {}, '/beedollar'],
];

describe('route manifest', () => {
  it('has exactly the routes of the spec, each with the spec guards', () => {
    const manifest = Object.fromEntries(ROUTE_MANIFEST.map((route) => [route.path, [...route.guards].sort()]));
    const spec = Object.fromEntries(SPEC_ROUTES.map(([path, guards]) => [path, [...guards].sort()]));
    expect(manifest).toEqual(spec);
  });

  it('lists each path once', () => {
    const all = ROUTE_MANIFEST.map((route) => route.path);
    expect(new Set(all).size).toBe(all.length);
  });

  it('uses the openhive layout for every /openhive route and the maintenance layout for /maintenance', () => {
    for (const route of ROUTE_MANIFEST) {
      const expected = route.path.startsWith('/openhive')
        ? 'openhive'
        : route.path === '/maintenance'
          ? 'maintenance'
          : 'default';
      expect([route.path, route.layout]).toEqual([route.path, expected]);
    }
  });

  it('gives the areas to their remotes', () => {
    const owner = (path: string) => ROUTE_MANIFEST.find((route) => route.path === path)?.owner;
    expect(owner('/')).toBe('shell');
    expect(owner('/trade/:token')).toBe('mf_trade');
    expect(owner('/pools/positions')).toBe('mf_swap');
    expect(owner('/history/:symbol')).toBe('mf_wallet');
    expect(owner('/openhive/:nft/:item')).toBe('mf_nft_openhive');
    expect(owner('/packmanager/wizard')).toBe('mf_nft_openhive');
    expect(owner('/beedollar')).toBe('mf_contracts');
    expect(owner('/bridge/tx/:id')).toBe('mf_bridge');
    expect(owner('/admin')).toBe('mf_admin');
    for (const remote of REMOTE_NAMES) {
      expect(ROUTE_MANIFEST.some((route) => route.owner === remote)).toBe(true);
    }
  });

  it('declares a validity rule for every route parameter', () => {
    for (const route of ROUTE_MANIFEST) {
      const names = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]).sort();
      expect(Object.keys(route.params ?? {}).sort()).toEqual(names);
    }
  });
});

describe('redirects and aliases', () => {
  it('covers every redirect of the spec with its target', () => {
    expect(REDIRECTS.map((redirect) => redirect.from).sort()).toEqual(SPEC_REDIRECTS.map(([from]) => from).sort());
    for (const [from, params, to] of SPEC_REDIRECTS) {
      const redirect = REDIRECTS.find((candidate) => candidate.from === from);
      expect(redirect && redirectTarget(redirect, params)).toBe(to);
    }
  });

  it('never redirects onto a path the manifest lacks', () => {
    const patterns = ROUTE_MANIFEST.map((route) => route.path);
    for (const redirect of REDIRECTS) {
      const pathname = redirect.to.split('?')[0].replace('/BEE', '/:token');
      expect(patterns).toContain(pathname);
    }
  });
});

describe('header navigation', () => {
  it('lists the spec links in the spec order', () => {
    expect(navEntries('main').map((link) => link.href)).toEqual([
      '/trade/BEE',
      '/swap',
      '/bridge',
      '/offerings',
      '/openhive',
      '/witnesses',
    ]);
    expect(navEntries('contracts').map((link) => link.href)).toEqual([
      '/tokens',
      '/nfts',
      '/smt',
      '/distribution',
      '/tokenfunds',
      '/mining',
      '/packmanager',
      '/airdrop',
      '/nftairdrop',
      '/claimdrops',
      '/beedollar',
    ]);
    expect(navEntries('other').map((link) => [link.href, link.audience])).toEqual([
      ['/wallet', 'user'],
      ['/admin', 'admin'],
      ['/faq', 'everyone'],
      ['/privacy-policy', 'everyone'],
      ['/outposts', 'everyone'],
    ]);
  });
});

describe('path builders and parameter rules', () => {
  it('encodes parameters taken from untrusted input', () => {
    expect(paths.trade.href('BEE')).toBe('/trade/BEE');
    expect(paths.history.href('../admin')).toBe('/history/..%2Fadmin');
    expect(paths.openhiveGroup.href('NFTSR', 'a b/c')).toBe('/openhive/NFTSR/a%20b%2Fc');
    expect(paths.swap.href('add')).toBe('/swap?action=add');
  });

  it('accepts sidechain symbols and refuses anything else', () => {
    expect(isValidParam('tokenSymbol', 'SWAP.HIVE')).toBe(true);
    expect(isValidParam('tokenSymbol', 'BEE')).toBe(true);
    expect(isValidParam('tokenSymbol', 'bee')).toBe(false);
    expect(isValidParam('tokenSymbol', 'A.B.C')).toBe(false);
    expect(isValidParam('tokenSymbol', 'ABCDEFGHIJK')).toBe(false);
    expect(isValidParam('nftSymbol', 'STAR')).toBe(true);
    expect(isValidParam('nftSymbol', 'STAR.X')).toBe(false);
    expect(isValidParam('nonEmpty', '')).toBe(false);
    expect(isValidParam('nonEmpty', undefined)).toBe(false);
  });
});
