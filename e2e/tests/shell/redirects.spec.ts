import { REDIRECTS as MANIFEST_REDIRECTS, remoteTestId } from '@tdx/contracts';
import { expect, test } from '../../fixtures';
import { SITE_URL } from '../../fixtures/session';
import { pageTitle, patternMatcher, routeOf } from '../../pages/routes';

/** Every redirect and alias of the spec (§2), followed through the real router. */
const REDIRECTS: Array<[from: string, to: string]> = [
  ['/trade', '/trade/BEE'],
  ['/dieselpools', '/swap'],
  ['/dieselpools/pools', '/pools'],
  ['/dieselpools/positions', '/pools/positions'],
  ['/dieselpools/transactions', '/pools/transactions'],
  ['/dieselpools/add', '/swap?action=add'],
  ['/dieselpools/remove', '/swap?action=remove'],
  ['/dieselpools/create', '/swap?action=create'],
  ['/daos', '/tokenfunds'],
  ['/dtfs', '/tokenfunds'],
  ['/dao/BEE:BEEP', '/tokenfunds/BEE:BEEP'],
  ['/dtfs/BEE:BEEP', '/tokenfunds/BEE:BEEP'],
  ['/dao/Series.One', '/tokenfunds/Series.One'],
  ['/nft-airdrop', '/nftairdrop'],
  ['/claimdrop', '/claimdrops'],
  ['/beed', '/beedollar'],
  ['/maintenance', '/'],
];

for (const [from, to] of REDIRECTS) {
  test(`${from} goes to ${to}`, async ({ page, logIn }) => {
    // Signed in as the admin, so that no guard of the target stands between the redirect and the page.
    await logIn('alice');
    const response = await page.goto(from);
    expect(response?.status(), `a fresh load of ${from}`).toBe(200);
    await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname + url.search) === to);
    const { route, params } = routeOf(new URL(to, SITE_URL).pathname);
    const content = route.owner === 'shell' ? page.getByRole('main').getByRole('heading', { level: 1 }) : page.getByTestId(remoteTestId(route.owner));
    await expect(content).toBeVisible();
    await expect(page).toHaveTitle(pageTitle(route, params));
  });
}

test('the list above holds every redirect of the route manifest', () => {
  const tested = REDIRECTS.map(([from]) => from);
  for (const redirect of MANIFEST_REDIRECTS) {
    const from = patternMatcher(redirect.from);
    expect(tested.some((path) => from.test(path)), `a test of ${redirect.from}`).toBe(true);
  }
});
