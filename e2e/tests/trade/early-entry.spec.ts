import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { Shell } from '../../pages/shell';
import { TradePage } from '../../pages/trade';

/** When each request whose URL passes `matches` was sent and answered, in page order. */
function followRequestsTo(page: Page, matches: (url: string) => boolean) {
  const sent: number[] = [];
  const answered: number[] = [];
  page.on('request', (request) => {
    if (matches(request.url())) sent.push(Date.now());
  });
  page.on('requestfinished', (request) => {
    if (matches(request.url())) answered.push(Date.now());
  });
  return { sent, answered };
}

const isTradeEntry = (url: string) => new URL(url).port === '3101' && url.includes('/remoteEntry.js');
const isSettings = (url: string) => new URL(url).pathname.endsWith('/settings');

test('the market’s code starts downloading while the settings are still on their way, once', async ({ page, devnet }) => {
  await devnet.fault('api', 0, 'slow', 2500);
  const entry = followRequestsTo(page, isTradeEntry);
  const settings = followRequestsTo(page, isSettings);
  await new TradePage(page).goto();
  await expect(page.locator('#market-title')).toBeVisible();
  expect(entry.sent).toHaveLength(1);
  expect(settings.answered.length).toBeGreaterThan(0);
  expect(entry.sent[0]).toBeLessThan(settings.answered[0]);
});

test('an area behind the login is not fetched for a visitor who is not signed in', async ({ page }) => {
  const entry = followRequestsTo(page, (url) => new URL(url).port === '3103');
  await page.goto('/wallet');
  await expect(new Shell(page).loginDialog).toBeVisible();
  expect(entry.sent).toEqual([]);
});
