/**
 * A smoke test of the route manifest, one test per row: an anonymous visitor, bob and alice (the
 * admin) each load the row's address afresh, with a valid value in every parameter (dotted where
 * its rule allows a dot). The static server must answer with the page, the guards decide as the
 * row says, and the title and the page or its area show (`expectRouteShown`).
 */
import type { Page } from '@playwright/test';
import { fillPath, isValidParam, paths, ROUTE_MANIFEST, type RouteEntry } from '@tdx/contracts';
import { expect, test } from '../../fixtures';
import { SITE_URL, logInThroughApi } from '../../fixtures/session';
import { expectRouteShown, routeOf, VISITORS, type RouteParams, type Visitor } from '../../pages/routes';

/**
 * A valid value of every route parameter, dotted wherever its rule allows a dot: the tokens are
 * seeded and tradable on the devnet, CITY is an OpenHive collection.
 */
const PARAM_VALUES: RouteParams = {
  token: 'SWAP.ETH',
  symbol: 'SWAP.HIVE',
  nft: 'CITY',
  item: 'v1.2',
  fund: 'Series.One',
  outpost: 'outpost.v2',
  id: 'eth.0x5e1f',
};

function paramsOf(route: RouteEntry): RouteParams {
  return Object.fromEntries(
    Object.entries(route.params ?? {}).map(([name, rule]) => {
      const value = PARAM_VALUES[name];
      if (!isValidParam(rule, value)) throw new Error(`no valid value for :${name} (${rule}) of ${route.path}`);
      if (isValidParam(rule, 'A.B') && !value.includes('.')) throw new Error(`:${name} of ${route.path} allows a dot: give it a dotted value`);
      return [name, value];
    }),
  );
}

/** One tab per visitor for the whole run, each in a browser context of its own, signed in as them when they have an account. */
const smoke = test.extend<object, { visitorPages: ReadonlyMap<Visitor, Page> }>({
  visitorPages: [
    async ({ browser }, use) => {
      const pages = new Map<Visitor, Page>();
      for (const visitor of VISITORS) {
        const context = await browser.newContext({ baseURL: SITE_URL });
        if (visitor.username) await logInThroughApi(context, visitor.username);
        pages.set(visitor, await context.newPage());
      }
      await use(pages);
      await Promise.all([...pages.values()].map((page) => page.context().close()));
    },
    { scope: 'worker' },
  ],
});

/**
 * The visitors load `path` afresh side by side: the server answers it with the page, then `look`
 * checks what each sees. Each tab then leaves the site, so that no page of it keeps polling
 * between tests or after this file.
 */
async function openForEachVisitor(pages: ReadonlyMap<Visitor, Page>, path: string, look: (page: Page, visitor: Visitor) => Promise<void>): Promise<void> {
  await Promise.all(
    [...pages].map(([visitor, page]) =>
      smoke.step(visitor.label, async () => {
        const response = await page.goto(path);
        expect(response?.status(), `a fresh load of ${path}`).toBe(200);
        await look(page, visitor);
        await page.goto('about:blank');
      }),
    ),
  );
}

for (const route of ROUTE_MANIFEST) {
  const params = paramsOf(route);
  const path = fillPath(route.path, params);

  if (route.path === paths.maintenance.pattern) {
    smoke(`${path} goes home while maintenance is off`, async ({ visitorPages }) => {
      const home = routeOf(paths.home.href());
      await openForEachVisitor(visitorPages, path, async (page, visitor) => {
        await expect(page).toHaveURL(paths.home.href());
        await expectRouteShown(page, home.route, home.params, visitor);
      });
    });
    continue;
  }

  smoke(`${path} (${route.owner}, guards: ${route.guards.join(', ') || 'none'})`, async ({ visitorPages }) => {
    await openForEachVisitor(visitorPages, path, async (page, visitor) => {
      await expectRouteShown(page, route, params, visitor);
      await expect(page).toHaveURL(path);
    });
  });
}
