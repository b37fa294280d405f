import { expect, type Page } from '@playwright/test';
import { paths, REMOTES, remoteTestId, ROUTE_MANIFEST, type RouteEntry } from '@tdx/contracts';
import { Shell } from './shell';

export const PRODUCT_NAME = 'Tribaldex';

export type RouteParams = Readonly<Record<string, string>>;

/** Who opens a page: anonymous, a plain user or an administrator (dev accounts of the devnet). */
export interface Visitor {
  label: string;
  username?: string;
  admin: boolean;
}

export const VISITORS: readonly Visitor[] = [
  { label: 'an anonymous visitor', admin: false },
  { label: 'bob', username: 'bob', admin: false },
  { label: 'alice (admin)', username: 'alice', admin: true },
];

/**
 * The level-1 heading of every finished page, shell pages and areas' pages alike. An area's route
 * missing here is one its remote has not built yet: it shows the area's "not available yet" panel.
 */
const PAGE_HEADINGS: Readonly<Record<string, (params: RouteParams, username?: string) => string>> = {
  [paths.home.pattern]: () => PRODUCT_NAME,
  [paths.login.pattern]: () => 'Login',
  [paths.faq.pattern]: () => 'Frequently asked questions',
  [paths.privacyPolicy.pattern]: () => 'Privacy Policy',
  [paths.offerings.pattern]: () => 'Offerings',
  [paths.trade.pattern]: ({ token }) => `${token} / SWAP.HIVE`,
  [paths.swap.pattern]: () => 'Swap',
  [paths.pools.pattern]: () => 'Liquidity pools',
  [paths.poolsPositions.pattern]: () => 'Your liquidity positions',
  [paths.poolsTransactions.pattern]: () => 'Your pool transactions',
  [paths.wallet.pattern]: (_, username) => `Wallet of ${username}`,
  [paths.walletOpenOrders.pattern]: () => 'Open orders',
  [paths.walletPendingWithdrawals.pattern]: () => 'Pending withdrawals',
  [paths.walletConversionHistory.pattern]: () => 'Conversion history',
  [paths.history.pattern]: ({ symbol }) => `${symbol} history`,
  [paths.admin.pattern]: () => 'Site settings',
  [paths.tokens.pattern]: () => 'Tokens',
  [paths.tokensCreate.pattern]: () => 'Create a token',
  [paths.tokensManage.pattern]: () => 'Manage your tokens',
  [paths.tokensList.pattern]: () => 'Your tokens',
  [paths.beedollar.pattern]: () => 'BEE Dollar (BEED)',
  [paths.witnesses.pattern]: () => 'Witnesses',
  [paths.nfts.pattern]: () => 'NFTs',
  [paths.nftsCreate.pattern]: () => 'Create an NFT',
  [paths.nftsManage.pattern]: () => 'Manage your NFTs',
  [paths.packmanager.pattern]: () => 'Pack Manager',
  [paths.packmanagerOpen.pattern]: () => 'Open packs',
  [paths.packmanagerWizard.pattern]: () => 'Pack wizard',
  [paths.nftairdrop.pattern]: () => 'NFT Airdrop',
  [paths.bridge.pattern]: () => 'Deposit and withdraw',
  [paths.bridgeTransfers.pattern]: () => 'Bridge transfers',
  [paths.bridgeContracts.pattern]: () => 'Bridged tokens',
  // The smoke test's id names no transfer: the page says so under its plain heading.
  [paths.bridgeTx.pattern]: () => 'Bridge transfer',
};

type Outcome = 'page' | 'loginRequired' | 'forbidden';

/** What the route's guards make of the visitor (its chain lookups are given values that pass). */
function guardOutcome(route: RouteEntry, visitor: Visitor): Outcome {
  const needsLogin = route.guards.includes('login') || route.guards.includes('admin');
  if (needsLogin && !visitor.username) return 'loginRequired';
  if (route.guards.includes('admin') && !visitor.admin) return 'forbidden';
  return 'page';
}

/** The document title: the row's title with its parameters filled in, then the product name. */
export function pageTitle(route: RouteEntry, params: RouteParams): string {
  return `${route.title.replace(/\{(\w+)\}/g, (_, name: string) => params[name])} - ${PRODUCT_NAME}`;
}

/** A regular expression of the paths a route pattern (`/dao/:fund`) matches, each parameter captured by name. */
export function patternMatcher(pattern: string): RegExp {
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '(?<$1>[^/]+)');
  return new RegExp(`^${source}$`);
}

/** The manifest row a path opens, with its parameters; a fixed segment ranks before a parameter, as in the router. */
export function routeOf(pathname: string): { route: RouteEntry; params: RouteParams } {
  const matches = ROUTE_MANIFEST.flatMap((route) => {
    const match = patternMatcher(route.path).exec(pathname);
    if (!match) return [];
    const params = Object.fromEntries(Object.entries(match.groups ?? {}).map(([name, value]) => [name, decodeURIComponent(value)]));
    return [{ route, params }];
  });
  const [best] = matches.sort((a, b) => Object.keys(a.params).length - Object.keys(b.params).length);
  if (!best) throw new Error(`no route of the manifest matches ${pathname}`);
  return best;
}

/** The page's level-1 heading, also while a modal (the login modal) hides the page from assistive technology. */
function pageHeading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true, includeHidden: true });
}

/**
 * Waits for what `visitor` must see on the page of `route`: the login prompt or the refusal its
 * guards give, else its title and its content, a shell page's heading or the owning area mounted
 * in its outlet (the page's heading, or the area's "not available yet" panel).
 */
export async function expectRouteShown(page: Page, route: RouteEntry, params: RouteParams, visitor: Visitor): Promise<void> {
  const { loginDialog } = new Shell(page);
  const outlet = route.owner === 'shell' ? null : page.getByTestId(remoteTestId(route.owner));
  const outcome = guardOutcome(route, visitor);

  if (outcome === 'loginRequired') {
    await expect(loginDialog).toBeVisible();
    await expect(pageHeading(page, 'Please log in')).toBeVisible();
    await expect(page).toHaveTitle(`Please log in - ${PRODUCT_NAME}`);
    if (outlet) await expect(outlet).toHaveCount(0);
    return;
  }
  if (outcome === 'forbidden') {
    await expect(pageHeading(page, 'Access denied')).toBeVisible();
    await expect(page.getByRole('main').getByText('You are not allowed to see this page: it is for administrators only.', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`Access denied - ${PRODUCT_NAME}`);
    if (outlet) await expect(outlet).toHaveCount(0);
    return;
  }

  const heading = PAGE_HEADINGS[route.path]?.(params, visitor.username);
  if (route.owner === 'shell') {
    if (!heading) throw new Error(`no heading known for the shell page ${route.path}`);
    await expect(pageHeading(page, heading)).toBeVisible();
    // /login opens the login modal for a visitor who has not logged in, and names the user who has.
    if (route.path === paths.login.pattern) {
      if (visitor.username) await expect(page.getByRole('main').getByText(`You are logged in as ${visitor.username}.`, { exact: true })).toBeVisible();
      else await expect(loginDialog).toBeVisible();
    }
  } else if (heading) {
    await expect(outlet!.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  } else {
    const area = REMOTES[route.owner].area;
    const notBuilt = outlet!.getByRole('alert');
    await expect(notBuilt.getByText(`${area} is not available yet`, { exact: true })).toBeVisible();
    await expect(notBuilt.getByText(`The ${area} area is not built yet. Other parts of the site keep working.`, { exact: true })).toBeVisible();
  }
  await expect(page).toHaveTitle(pageTitle(route, params));
}
