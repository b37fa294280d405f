import { expect, test } from '../../fixtures';
import { Chrome } from '../../pages/chrome';

test.use({ viewport: { width: 375, height: 740 } });

test('at 375 px the header fits on one row and the links live in the menu', async ({ page }) => {
  const chrome = new Chrome(page);
  await page.goto('/');
  await chrome.ready();
  expect(await chrome.fitsWidth()).toBe(true);
  await expect(chrome.headerLink('Trade')).toHaveCount(0);
  const bar = await chrome.mainNav.boundingBox();
  expect(bar?.height).toBeLessThanOrEqual(64);
  await expect(chrome.colorModeToggle).toBeVisible();
});

test('signed in on an OpenHive page, with the cart button, the header still fits at 375 px', async ({ page, logIn }) => {
  const chrome = new Chrome(page);
  await logIn('alice');
  await page.goto('/openhive');
  await chrome.ready('alice');
  await expect(chrome.cartButton).toBeVisible();
  expect(await chrome.fitsWidth()).toBe(true);
  const bar = await chrome.mainNav.boundingBox();
  expect(bar?.height).toBeLessThanOrEqual(64);
});

test('the mobile menu opens, navigates and closes', async ({ page, logIn }) => {
  const chrome = new Chrome(page);
  await logIn('bob');
  await page.goto('/');
  await chrome.ready('bob');
  await chrome.mobileMenuButton.click();
  await expect(chrome.mobileMenu).toBeVisible();
  await expect(chrome.mobileMenu.getByRole('link', { name: 'Wallet' })).toBeVisible();
  await expect(chrome.mobileMenu.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await expect(chrome.mobileMenu.getByRole('region', { name: 'Contracts' }).getByRole('link')).toHaveCount(11);
  expect(await chrome.fitsWidth()).toBe(true);

  await chrome.mobileMenu.getByRole('link', { name: 'Witnesses' }).click();
  await expect(page).toHaveURL('/witnesses');
  await expect(chrome.mobileMenu).toBeHidden();

  await chrome.mobileMenuButton.click();
  await expect(chrome.mobileMenu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chrome.mobileMenu).toBeHidden();
  await expect(chrome.mobileMenuButton).toBeFocused();
});

test('the mobile menu has its own Close button', async ({ page }) => {
  const chrome = new Chrome(page);
  await page.goto('/');
  await chrome.mobileMenuButton.click();
  await chrome.mobileMenu.getByRole('button', { name: 'Close menu' }).click();
  await expect(chrome.mobileMenu).toBeHidden();
});
