/**
 * The route manifest: every path of the product as data. The shell builds its router, guards,
 * titles and header links from it; each remote checks its own routes against it.
 */
import { DEFAULT_TRADE_TOKEN, paths } from './paths';
import type { RemoteName } from './remotes';

export type Guard = 'login' | 'admin' | 'tradableToken' | 'supportedNft';
export type Layout = 'default' | 'openhive' | 'maintenance';
export type RouteOwner = 'shell' | RemoteName;

/** Header placement; `audience` hides a link from visitors who could not use it. */
export interface NavEntry {
  group: 'main' | 'contracts' | 'other';
  /** Position within the group, as the header lists it. */
  order: number;
  label: string;
  href: string;
  audience: 'everyone' | 'user' | 'admin';
}

/** Shape a path parameter must have; a mismatch is a 404 before any guard runs. */
export type ParamRule = 'tokenSymbol' | 'nftSymbol' | 'nonEmpty';

export interface RouteEntry {
  path: string;
  owner: RouteOwner;
  guards: readonly Guard[];
  layout: Layout;
  /** Page title; `{name}` is replaced by the route parameter of that name. */
  title: string;
  params?: Readonly<Record<string, ParamRule>>;
  nav?: NavEntry;
}

export interface RedirectEntry {
  from: string;
  /** Target path or URL; `:name` segments take the parameter of the same name from `from`. */
  to: string;
}

const PARAM_PATTERNS: Record<ParamRule, RegExp> = {
  // Sidechain rule: uppercase letters with at most one ".", max length 10 (digits seen on old tokens).
  tokenSymbol: /^(?=.{1,10}$)[A-Z0-9]+(\.[A-Z0-9]+)?$/,
  nftSymbol: /^[A-Z]{1,10}$/,
  nonEmpty: /^\S.{0,199}$/,
};

/** The rule's pattern as source text, for the page's boot script. */
export const paramPatternSource = (rule: ParamRule): string => PARAM_PATTERNS[rule].source;

export function isValidParam(rule: ParamRule, value: string | undefined): boolean {
  return value !== undefined && PARAM_PATTERNS[rule].test(value);
}

type EntryOptions = Partial<Pick<RouteEntry, 'guards' | 'layout' | 'params' | 'nav'>>;

function entry(path: string, owner: RouteOwner, title: string, options: EntryOptions = {}): RouteEntry {
  return { path, owner, title, guards: [], layout: 'default', ...options };
}

const LOGIN = { guards: ['login'] } as const;

function nav(
  group: NavEntry['group'],
  order: number,
  label: string,
  href: string,
  audience: NavEntry['audience'] = 'everyone',
): NavEntry {
  return { group, order, label, href, audience };
}

const shellRoutes: RouteEntry[] = [
  entry(paths.home.pattern, 'shell', 'Home'),
  entry(paths.login.pattern, 'shell', 'Login'),
  entry(paths.faq.pattern, 'shell', 'FAQ', { nav: nav('other', 3, 'FAQ', paths.faq.href()) }),
  entry(paths.privacyPolicy.pattern, 'shell', 'Privacy Policy', {
    nav: nav('other', 4, 'Privacy Policy', paths.privacyPolicy.href()),
  }),
  entry(paths.offerings.pattern, 'shell', 'Offerings', { nav: nav('main', 4, 'Offerings', paths.offerings.href()) }),
  entry(paths.maintenance.pattern, 'shell', 'Maintenance', { layout: 'maintenance' }),
];

const tradeRoutes: RouteEntry[] = [
  entry(paths.trade.pattern, 'mf_trade', '{token} Market', {
    guards: ['tradableToken'],
    params: { token: 'tokenSymbol' },
    nav: nav('main', 1, 'Trade', paths.trade.href(DEFAULT_TRADE_TOKEN)),
  }),
];

const swapRoutes: RouteEntry[] = [
  entry(paths.swap.pattern, 'mf_swap', 'Swap', { nav: nav('main', 2, 'Swap', paths.swap.href()) }),
  entry(paths.pools.pattern, 'mf_swap', 'Pools'),
  entry(paths.poolsPositions.pattern, 'mf_swap', 'Pool Positions', LOGIN),
  entry(paths.poolsTransactions.pattern, 'mf_swap', 'Pool Transactions', LOGIN),
];

const walletRoutes: RouteEntry[] = [
  entry(paths.wallet.pattern, 'mf_wallet', 'Wallet', {
    ...LOGIN,
    nav: nav('other', 1, 'Wallet', paths.wallet.href(), 'user'),
  }),
  entry(paths.walletOpenOrders.pattern, 'mf_wallet', 'Open Orders', LOGIN),
  entry(paths.walletPendingWithdrawals.pattern, 'mf_wallet', 'Pending Withdrawals', LOGIN),
  entry(paths.walletConversionHistory.pattern, 'mf_wallet', 'Conversion History', LOGIN),
  entry(paths.history.pattern, 'mf_wallet', '{symbol} History', { ...LOGIN, params: { symbol: 'tokenSymbol' } }),
];

const openhive = { layout: 'openhive' } as const;

const nftRoutes: RouteEntry[] = [
  entry(paths.nfts.pattern, 'mf_nft_openhive', 'NFTs', { nav: nav('contracts', 2, 'NFTs', paths.nfts.href()) }),
  entry(paths.nftsCreate.pattern, 'mf_nft_openhive', 'Create NFT', LOGIN),
  entry(paths.nftsManage.pattern, 'mf_nft_openhive', 'Manage NFTs', LOGIN),
  entry(paths.packmanager.pattern, 'mf_nft_openhive', 'Pack Manager', {
    nav: nav('contracts', 7, 'Pack Manager', paths.packmanager.href()),
  }),
  entry(paths.packmanagerOpen.pattern, 'mf_nft_openhive', 'Open Packs', LOGIN),
  entry(paths.packmanagerWizard.pattern, 'mf_nft_openhive', 'Pack Wizard', LOGIN),
  entry(paths.nftairdrop.pattern, 'mf_nft_openhive', 'NFT Airdrop', {
    ...LOGIN,
    nav: nav('contracts', 9, 'NFT Airdrop', paths.nftairdrop.href()),
  }),
  entry(paths.openhive.pattern, 'mf_nft_openhive', 'OpenHive', {
    ...openhive,
    nav: nav('main', 5, 'OpenHive', paths.openhive.href()),
  }),
  entry(paths.openhiveExplore.pattern, 'mf_nft_openhive', 'Explore', openhive),
  entry(paths.openhiveCreate.pattern, 'mf_nft_openhive', 'Create Collection', { ...openhive, ...LOGIN }),
  entry(paths.openhiveCollections.pattern, 'mf_nft_openhive', 'My Collections', { ...openhive, ...LOGIN }),
  entry(paths.openhiveCollection.pattern, 'mf_nft_openhive', '{nft} Collection', {
    ...openhive,
    guards: ['login', 'supportedNft'],
    params: { nft: 'nftSymbol' },
  }),
  entry(paths.openhiveGroup.pattern, 'mf_nft_openhive', '{nft} {item}', {
    ...openhive,
    guards: ['supportedNft'],
    params: { nft: 'nftSymbol', item: 'nonEmpty' },
  }),
];

const contractRoutes: RouteEntry[] = [
  entry(paths.tokens.pattern, 'mf_contracts', 'Tokens', { nav: nav('contracts', 1, 'Tokens', paths.tokens.href()) }),
  entry(paths.tokensCreate.pattern, 'mf_contracts', 'Create Token', LOGIN),
  entry(paths.tokensManage.pattern, 'mf_contracts', 'Manage Tokens', LOGIN),
  entry(paths.tokensList.pattern, 'mf_contracts', 'List Token', LOGIN),
  entry(paths.witnesses.pattern, 'mf_contracts', 'Witnesses', {
    nav: nav('main', 6, 'Witnesses', paths.witnesses.href()),
  }),
  entry(paths.distribution.pattern, 'mf_contracts', 'Distribution', {
    nav: nav('contracts', 4, 'Distribution', paths.distribution.href()),
  }),
  entry(paths.tokenfunds.pattern, 'mf_contracts', 'Token Funds', {
    nav: nav('contracts', 5, 'Token Funds', paths.tokenfunds.href()),
  }),
  entry(paths.tokenfund.pattern, 'mf_contracts', '{fund} Fund', { params: { fund: 'nonEmpty' } }),
  entry(paths.mining.pattern, 'mf_contracts', 'Mining', {
    ...LOGIN,
    nav: nav('contracts', 6, 'Mining', paths.mining.href()),
  }),
  entry(paths.airdrop.pattern, 'mf_contracts', 'Airdrop', {
    ...LOGIN,
    nav: nav('contracts', 8, 'Airdrop', paths.airdrop.href()),
  }),
  entry(paths.claimdrops.pattern, 'mf_contracts', 'Claim Drops', {
    nav: nav('contracts', 10, 'Claim Drops', paths.claimdrops.href()),
  }),
  entry(paths.smt.pattern, 'mf_contracts', 'SMT', { nav: nav('contracts', 3, 'SMT', paths.smt.href()) }),
  entry(paths.smtManage.pattern, 'mf_contracts', 'Manage SMT', LOGIN),
  entry(paths.outposts.pattern, 'mf_contracts', 'Outposts', { nav: nav('other', 5, 'Outposts', paths.outposts.href()) }),
  entry(paths.outpostsDeploy.pattern, 'mf_contracts', 'Deploy Outpost', LOGIN),
  entry(paths.outpostsManage.pattern, 'mf_contracts', 'Manage Outposts', LOGIN),
  entry(paths.outpost.pattern, 'mf_contracts', 'Manage {outpost}', { ...LOGIN, params: { outpost: 'nonEmpty' } }),
  entry(paths.beedollar.pattern, 'mf_contracts', 'BEE Dollar', {
    nav: nav('contracts', 11, 'BEE Dollar', paths.beedollar.href()),
  }),
];

const bridgeRoutes: RouteEntry[] = [
  entry(paths.bridge.pattern, 'mf_bridge', 'Bridge', { ...LOGIN, nav: nav('main', 3, 'Bridge', paths.bridge.href()) }),
  entry(paths.bridgeTransfers.pattern, 'mf_bridge', 'Bridge Transfers'),
  entry(paths.bridgeContracts.pattern, 'mf_bridge', 'Bridge Contracts'),
  entry(paths.bridgeTx.pattern, 'mf_bridge', 'Bridge Transaction', { ...LOGIN, params: { id: 'nonEmpty' } }),
];

const adminRoutes: RouteEntry[] = [
  entry(paths.admin.pattern, 'mf_admin', 'Admin', {
    guards: ['login', 'admin'],
    nav: nav('other', 2, 'Admin', paths.admin.href(), 'admin'),
  }),
];

export const ROUTE_MANIFEST: readonly RouteEntry[] = [
  ...shellRoutes,
  ...tradeRoutes,
  ...swapRoutes,
  ...walletRoutes,
  ...nftRoutes,
  ...contractRoutes,
  ...bridgeRoutes,
  ...adminRoutes,
];

export const REDIRECTS: readonly RedirectEntry[] = [
  { from: '/trade', to: paths.trade.href(DEFAULT_TRADE_TOKEN) },
  { from: '/dieselpools', to: paths.swap.href() },
  { from: '/dieselpools/pools', to: paths.pools.href() },
  { from: '/dieselpools/positions', to: paths.poolsPositions.href() },
  { from: '/dieselpools/transactions', to: paths.poolsTransactions.href() },
  { from: '/dieselpools/add', to: paths.swap.href('add') },
  { from: '/dieselpools/remove', to: paths.swap.href('remove') },
  { from: '/dieselpools/create', to: paths.swap.href('create') },
  { from: '/daos', to: paths.tokenfunds.href() },
  { from: '/dtfs', to: paths.tokenfunds.href() },
  { from: '/dao/:fund', to: paths.tokenfund.pattern },
  { from: '/dtfs/:fund', to: paths.tokenfund.pattern },
  { from: '/nft-airdrop', to: paths.nftairdrop.href() },
  { from: '/claimdrop', to: paths.claimdrops.href() },
  { from: '/beed', to: paths.beedollar.href() },
];

/** Substitutes the parameters matched on `from` into the redirect target. */
export function redirectTarget(redirect: RedirectEntry, params: Readonly<Record<string, string | undefined>>): string {
  return redirect.to.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

export function routesOwnedBy(owner: RouteOwner): RouteEntry[] {
  return ROUTE_MANIFEST.filter((route) => route.owner === owner);
}

export function navEntries(group: NavEntry['group']): NavEntry[] {
  return ROUTE_MANIFEST.flatMap((route) => (route.nav && route.nav.group === group ? [route.nav] : [])).sort(
    (a, b) => a.order - b.order,
  );
}
