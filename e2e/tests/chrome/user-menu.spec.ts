import { expect, test } from '../../fixtures';
import { Chrome } from '../../pages/chrome';

test('an admin’s menu says who is signed in and leads to the admin area', async ({ page, logIn }) => {
  const chrome = new Chrome(page);
  await logIn('alice');
  await page.goto('/');
  await chrome.accountButton('alice').click();
  await expect(chrome.openMenu).toContainText('Signed in as alice');
  await chrome.openMenu.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(page).toHaveURL('/admin');
});

test('a user’s menu has no Admin entry, and Logout signs out and goes home', async ({ page, logIn }) => {
  const chrome = new Chrome(page);
  await logIn('bob');
  await page.goto('/faq');
  await chrome.accountButton('bob').click();
  await expect(chrome.openMenu).toContainText('Signed in as bob');
  await expect(chrome.openMenu.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  await chrome.openMenu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(chrome.loginButton).toBeVisible();
  await expect(chrome.headerLink('Wallet')).toHaveCount(0);
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).not.toContain('auth.access_token');
});

test('the Login button opens the login modal', async ({ page }) => {
  const chrome = new Chrome(page);
  await page.goto('/');
  await chrome.loginButton.click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});
