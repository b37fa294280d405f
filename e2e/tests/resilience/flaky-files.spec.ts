import { expect, test } from '../../fixtures';
import { Shell } from '../../pages/shell';
import { Site } from '../../pages/site';

/** The shell's lazily loaded files (content-hashed chunks, a retry adds a query); main.js is not one of them. */
const SHELL_CHUNK = /^http:\/\/localhost:3000\/[\w.-]+\.[0-9a-f]{8}\.js(\?.*)?$/;
const ANNOUNCEMENT = { id: 'flaky-1', title: 'Scheduled upgrade', message: 'Tonight at 22:00 UTC.' };

test('shell files that fail to load once are fetched again: toasts, dialogs and pages still work, without a reload', async ({
  page,
  devnet,
}) => {
  await devnet.patchSettings({ announcements: [ANNOUNCEMENT] });
  const failedOnce = new Set<string>();
  await page.route(SHELL_CHUNK, (route) => {
    const url = route.request().url().replace(/\?.*$/, '');
    if (failedOnce.has(url)) return route.continue();
    failedOnce.add(url);
    return route.abort('failed');
  });
  const shell = new Shell(page);
  const site = new Site(page);
  const loads = site.countPageLoads();

  await page.goto('/');
  await expect(site.toast('Scheduled upgrade')).toBeVisible();
  await shell.openLogin();
  await expect(shell.loginDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();

  expect(failedOnce.size).toBeGreaterThanOrEqual(4);
  expect(loads.count()).toBe(1);
});

test('when the toasts\' code cannot load at all, the page goes on without toasts', async ({ page, devnet }) => {
  await devnet.patchSettings({ announcements: [ANNOUNCEMENT] });
  let toastCodeRequests = 0;
  await page.route(SHELL_CHUNK, async (route) => {
    const response = await route.fetch();
    if (!(await response.text()).includes('SnackbarProvider')) return route.fulfill({ response });
    toastCodeRequests += 1;
    return route.abort('failed');
  });
  const shell = new Shell(page);
  const site = new Site(page);

  await page.goto('/');
  // The first request and two retries, for each of the toaster's two files.
  await expect.poll(() => toastCodeRequests, { timeout: 15_000 }).toBeGreaterThanOrEqual(6);
  await expect(page.getByRole('heading', { level: 1, name: 'Tribaldex' })).toBeVisible();
  await shell.openLogin();
  await expect(shell.loginDialog).toBeVisible();
  await expect(site.toasts).toHaveCount(0);
});
