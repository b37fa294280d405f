import { expect, test } from '../../fixtures';
import { Chrome, manifestContractLinks, manifestHeaderLinks } from '../../pages/chrome';

// The links follow the route manifest; shared/contracts/src/routes.test.ts pins the list.
const CONTRACTS = manifestContractLinks();

test('a visitor sees the main and public links, without Wallet or Admin', async ({ page }) => {
  const chrome = new Chrome(page);
  await page.goto('/');
  await chrome.ready();
  expect(await chrome.headerLinkTargets()).toEqual(manifestHeaderLinks('visitor'));
  await expect(chrome.headerLink('Wallet')).toHaveCount(0);
  await expect(chrome.headerLink('Admin')).toHaveCount(0);
});

test('a signed-in user also sees Wallet, not Admin', async ({ page, logIn }) => {
  const chrome = new Chrome(page);
  await logIn('bob');
  await page.goto('/');
  await chrome.ready('bob');
  expect(await chrome.headerLinkTargets()).toEqual(manifestHeaderLinks('user'));
  await expect(chrome.headerLink('Admin')).toHaveCount(0);
});

test('an admin sees Wallet and Admin', async ({ page, logIn }) => {
  const chrome = new Chrome(page);
  await logIn('alice');
  await page.goto('/');
  await chrome.ready('alice');
  expect(await chrome.headerLinkTargets()).toEqual(manifestHeaderLinks('admin'));
});

test('header links navigate inside the site', async ({ page }) => {
  const chrome = new Chrome(page);
  await page.goto('/');
  await chrome.ready();
  await chrome.headerLink('Trade').click();
  await expect(page).toHaveURL('/trade/BEE');
  await chrome.headerLink('Privacy Policy').click();
  await expect(page).toHaveURL('/privacy-policy');
  await expect(page).toHaveTitle(/Privacy Policy/);
  await chrome.headerLink('Tribaldex').click();
  await expect(page).toHaveURL('/');
});

test('the Contracts group lists every contract page and navigates to one', async ({ page }) => {
  const chrome = new Chrome(page);
  await page.goto('/');
  await chrome.ready();
  await chrome.contractsButton.click();
  await expect(chrome.openMenu).toBeVisible();
  const items = chrome.openMenu.getByRole('menuitem');
  await expect(items).toHaveCount(CONTRACTS.length);
  expect(await items.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(CONTRACTS);
  await chrome.openMenu.getByRole('menuitem', { name: 'Token Funds' }).click();
  await expect(page).toHaveURL('/tokenfunds');
  await expect(chrome.openMenu).toBeHidden();
});

test('the Contracts group works from the keyboard and closes with Escape', async ({ page }) => {
  const chrome = new Chrome(page);
  await page.goto('/');
  await chrome.ready();
  await chrome.contractsButton.focus();
  await page.keyboard.press('Enter');
  await expect(chrome.openMenu.getByRole('menuitem', { name: 'Tokens' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(chrome.openMenu).toBeHidden();
  await expect(chrome.contractsButton).toBeFocused();
});
