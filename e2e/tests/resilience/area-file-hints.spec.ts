import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';

const TRADE_ENTRY = 'http://localhost:3101/remoteEntry.js';
const TRADE_PARCEL_FILES = 'http://localhost:3101/parcel-files.json';

/** [address, fetchpriority] of each script and stylesheet preload in the page's head. */
const fileHints = (page: Page) =>
  page
    .locator('head link[rel="preload"]:is([as="script"], [as="style"])')
    .evaluateAll((links) => links.map((link): [string, string | null] => [(link as HTMLLinkElement).href, link.getAttribute('fetchpriority')]));

test("an area's page fetches the area's files beside the shell's own, each file once, and reads /remotes.json once", async ({ page, request }) => {
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(sent.url()));
  await page.goto('/trade/BEE');
  await expect(page.getByRole('heading', { level: 1, name: 'BEE / SWAP.HIVE' })).toBeVisible();

  const parcel = (await (await request.get(TRADE_PARCEL_FILES)).json()) as { files: string[] };
  // The market's panels have their own stylesheet: fetched with the scripts, as a style.
  const stylesheet = parcel.files.find((file) => file.endsWith('.css'));
  expect(stylesheet).toBeDefined();
  await expect(page.locator(`head link[rel="preload"][as="style"][href="${new URL(stylesheet ?? '', TRADE_ENTRY).href}"]`)).toHaveCount(1);
  const hinted = (await fileHints(page)).map(([url]) => url);
  expect(hinted).toEqual(expect.arrayContaining([TRADE_ENTRY, ...parcel.files.map((file) => new URL(file, TRADE_ENTRY).href)]));
  // The shell's own files for the area (outlet, parcel loading, shared copies the parcel consumes).
  expect(hinted.filter((url) => url.startsWith('http://localhost:3000/')).length).toBeGreaterThan(0);
  expect(new Set((await fileHints(page)).map(([, priority]) => priority))).toEqual(new Set(['low']));
  // The page's own (deferred) scripts, which the first paint waits for, go first. Scripts added
  // later (the chunks, the Keychain stand-in) are not deferred.
  const ownScripts = await page
    .locator('head script[src][defer]')
    .evaluateAll((scripts) => scripts.map((script) => [new URL((script as HTMLScriptElement).src).pathname, script.getAttribute('fetchpriority')]));
  expect(ownScripts).toEqual([
    ['/react.js', 'high'],
    ['/main.js', 'high'],
  ]);
  for (const url of hinted) expect(requested.filter((sent) => sent === url), url).toHaveLength(1);
  expect(requested.filter((sent) => sent.endsWith('/remotes.json'))).toHaveLength(1);
});

test("the shell's own pages hint no area's files", async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  expect(await fileHints(page)).toEqual([]);
});

test('the area still loads when its remote publishes no file list and the first read of /remotes.json fails', async ({ page }) => {
  await page.route(TRADE_PARCEL_FILES, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  let remotesReads = 0;
  await page.route('**/remotes.json', (route) => {
    remotesReads += 1;
    return remotesReads === 1 ? route.abort('failed') : route.continue();
  });
  await page.goto('/trade/BEE');
  await expect(page.getByRole('heading', { level: 1, name: 'BEE / SWAP.HIVE' })).toBeVisible();
  expect(remotesReads).toBeGreaterThanOrEqual(2);
  expect((await fileHints(page)).map(([url]) => url)).toContain(TRADE_ENTRY);
});
