import { expect, test } from '../../fixtures';
import { Shell } from '../../pages/shell';

test.describe('login required', () => {
  test('an anonymous visitor of /wallet gets the login modal, and logging in shows the wallet', async ({ page }) => {
    const shell = new Shell(page);
    await page.goto('/wallet');
    await expect(shell.loginDialog).toBeVisible();
    await shell.logInWithModal('bob');
    await expect(shell.loginDialog).toBeHidden();
    await expect(page).toHaveURL('/wallet');
    await expect(page.getByTestId('wallet-username')).toHaveText('bob');
  });

  test('a logged-in user goes straight to the page', async ({ page, logIn }) => {
    await logIn('carol');
    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-username')).toHaveText('carol');
    await expect(new Shell(page).loginDialog).toBeHidden();
  });
});

test.describe('admin', () => {
  test('a user without the admin scope is refused /admin', async ({ page, logIn }) => {
    await logIn('bob');
    await page.goto('/admin');
    await expect(page.getByText(/not allowed|forbidden|administrators only/i).first()).toBeVisible();
  });

  test('an admin reaches the admin area', async ({ page, logIn }) => {
    await logIn('alice');
    await page.goto('/admin');
    await expect(page.getByText(/not allowed|forbidden|administrators only/i)).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText(/admin/i);
  });
});

test.describe('tradable token', () => {
  test('an unknown symbol is not found', async ({ page }) => {
    await page.goto('/trade/NOSUCHTOKEN');
    await expect(page.getByRole('heading', { name: /Page Not Found/ })).toBeVisible();
  });

  test('a disabled token is not found', async ({ page, devnet }) => {
    await devnet.patchSettings({ disabled_tokens: ['BEED'] });
    await page.goto('/trade/BEED');
    await expect(page.getByRole('heading', { name: /Page Not Found/ })).toBeVisible();
  });

  test('a deprecated token is not found', async ({ page, devnet }) => {
    await devnet.patchSettings({ deprecated_tokens: ['BEED'] });
    await page.goto('/trade/BEED');
    await expect(page.getByRole('heading', { name: /Page Not Found/ })).toBeVisible();
  });

  test('a listed token passes the guard', async ({ page }) => {
    await page.goto('/trade/BEE');
    await expect(page.getByRole('heading', { name: /Page Not Found/ })).toHaveCount(0);
  });
});

test.describe('supported NFT', () => {
  test('an NFT symbol outside OpenHive is not found', async ({ page }) => {
    await page.goto('/openhive/NOTSUPPORTED/1');
    await expect(page.getByRole('heading', { name: /Page Not Found/ })).toBeVisible();
  });

  test('a supported NFT passes the guard', async ({ page }) => {
    await page.goto('/openhive/CITY/1');
    await expect(page.getByRole('heading', { name: /Page Not Found/ })).toHaveCount(0);
  });
});
