import { expect, test } from '../../fixtures';
import { SITE_URL } from '../../fixtures/session';
import { Chrome } from '../../pages/chrome';

const sidechainIdCookie = (value: string) => ({ name: 'sidechain-id', value, url: SITE_URL, sameSite: 'Strict' as const });

test('no banner on the mainnet sidechain id', async ({ page }) => {
  const chrome = new Chrome(page);
  await page.goto('/');
  await chrome.ready();
  await expect(chrome.testnetBanner).toHaveCount(0);
});

test('a testnet sidechain id chosen by the user shows the banner on every page', async ({ page, context }) => {
  const chrome = new Chrome(page);
  await context.addCookies([sidechainIdCookie('ssc-testnet-hive')]);
  await page.goto('/');
  await expect(chrome.testnetBanner).toBeVisible();
  await chrome.headerLink('FAQ').click();
  await expect(page).toHaveURL('/faq');
  await expect(chrome.testnetBanner).toBeVisible();
});

test('an invalid saved sidechain id is ignored: the configured mainnet id applies', async ({ page, context }) => {
  const chrome = new Chrome(page);
  await context.addCookies([sidechainIdCookie('not-a-sidechain')]);
  await page.goto('/');
  await chrome.ready();
  await expect(chrome.testnetBanner).toHaveCount(0);
});
