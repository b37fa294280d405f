import type { Page, Request } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { SITE_URL } from '../../fixtures/session';
import { RPC_COOKIES, sidechainNode } from '../../pages/rpc';

const SETTINGS = '**/api/settings';

const isTokenLookup = (request: Request) => {
  const body = request.method() === 'POST' ? (request.postDataJSON() as { method?: string; params?: { contract?: string; table?: string; query?: unknown } } | null) : null;
  return body?.method === 'findOne' && body.params?.contract === 'tokens' && body.params.table === 'tokens';
};

function recordRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return {
    settings: () => requests.filter((request) => request.method() === 'GET' && new URL(request.url()).pathname === '/api/settings'),
    price: () => requests.filter((request) => new URL(request.url()).pathname === '/price'),
    tokenLookups: () => requests.filter(isTokenLookup),
  };
}

/** main.js arrives a second late; whether a token lookup was sent before it had arrived. */
async function lookupBeforeMainJs(page: Page): Promise<() => Promise<boolean>> {
  await page.route('**/main.js*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  let mainJsDone = false;
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === '/main.js') mainJsDone = true;
  });
  const early = page.waitForRequest((request) => isTokenLookup(request)).then(() => !mainJsDone);
  return () => early;
}

test("the page asks for the settings, the HIVE price and the trade page's token once, before the shell's code has run", async ({ page }) => {
  const wasEarly = await lookupBeforeMainJs(page);
  const sent = recordRequests(page);
  await page.goto('/trade/BEE');
  await expect(page.getByRole('heading', { level: 1, name: 'BEE / SWAP.HIVE' })).toBeVisible();
  expect(await wasEarly()).toBe(true);
  expect(sent.settings()).toHaveLength(1);
  expect(sent.price()).toHaveLength(1);
  expect(sent.tokenLookups()).toHaveLength(1);
  expect(sent.tokenLookups()[0].postDataJSON()).toMatchObject({ params: { query: { symbol: 'BEE' } } });
});

test('the early token lookup goes to the node the user chose', async ({ page }) => {
  await page.context().addCookies([{ name: RPC_COOKIES.sidechain, value: sidechainNode(3), url: SITE_URL }]);
  const wasEarly = await lookupBeforeMainJs(page);
  const sent = recordRequests(page);
  await page.goto('/trade/BEE');
  await expect(page.getByRole('heading', { level: 1, name: 'BEE / SWAP.HIVE' })).toBeVisible();
  expect(await wasEarly()).toBe(true);
  expect(sent.tokenLookups().map((request) => request.url())).toEqual([`${sidechainNode(3)}/contracts`]);
});

test("when the page's early read of the settings fails, the start-up reads them itself and the area opens", async ({ page }) => {
  let reads = 0;
  await page.route(SETTINGS, (route) => {
    reads += 1;
    return reads === 1 ? route.abort('failed') : route.continue();
  });
  await page.goto('/trade/BEE');
  await expect(page.getByRole('heading', { level: 1, name: 'BEE / SWAP.HIVE' })).toBeVisible();
  expect(reads).toBe(2);
});

test('an unknown token still gets the not-found page from the early lookup', async ({ page }) => {
  const sent = recordRequests(page);
  await page.goto('/trade/NOSUCH');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  expect(sent.tokenLookups()).toHaveLength(1);
});
