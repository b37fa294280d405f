import { siteSettings } from '../../pages/admin';
import { Chrome } from '../../pages/chrome';
import { expect, test } from './fixtures';

test.use({ adminArrivesFrom: '/faq' });

test("the browser's Back asks before unsaved changes are lost; staying keeps them, leaving goes back", async ({ page, admin }) => {
  await admin.addSymbol('Disabled tokens', 'BEED');

  await page.goBack();
  await expect(admin.leaveDialog).toBeVisible();
  await expect(page).toHaveURL('/admin');
  await admin.leaveDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(admin.region('Disabled tokens').getByText('BEED')).toBeVisible();

  await page.goBack();
  await admin.leaveDialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL('/faq');
  expect((await siteSettings()).disabled_tokens).not.toContain('BEED');
  // Nothing of the warning is left in the history: Forward returns to the admin page once.
  await page.goForward();
  await expect(admin.heading).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/faq');
});

test('once the changes are saved, Back leaves without asking', async ({ page, admin }) => {
  await admin.addSymbol('Disabled tokens', 'BEED');
  await admin.save();
  expect((await siteSettings()).disabled_tokens).toContain('BEED');
  await page.goBack();
  await expect(page).toHaveURL('/faq');
  await expect(admin.leaveDialog).toHaveCount(0);
});

test('Logout from the account menu asks before unsaved changes are lost', async ({ page, admin }) => {
  const chrome = new Chrome(page);
  await admin.addSymbol('Disabled tokens', 'BEED');
  const logOut = async () => {
    await chrome.accountButton('alice').click();
    await chrome.openMenu.getByRole('menuitem', { name: 'Logout' }).click();
  };

  await logOut();
  await expect(admin.leaveDialog).toBeVisible();
  await admin.leaveDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(chrome.accountButton('alice')).toBeVisible();
  await expect(admin.region('Disabled tokens').getByText('BEED')).toBeVisible();

  await logOut();
  await admin.leaveDialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL('/');
  await expect(chrome.loginButton).toBeVisible();
  expect((await siteSettings()).disabled_tokens).not.toContain('BEED');
});
