import { remoteTestId } from '@tdx/contracts';
import { expect, test } from '../../fixtures';
import { Shell } from '../../pages/shell';

test.describe('login required', () => {
  test('an anonymous visitor of /wallet gets the login modal, and logging in shows the wallet', async ({ page }) => {
    const shell = new Shell(page);
    await page.goto('/wallet');
    await expect(shell.loginDialog).toBeVisible();
    await expect(page).toHaveTitle('Please log in - Tribaldex');
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
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expect(main.getByText('You are not allowed to see this page: it is for administrators only.')).toBeVisible();
    await expect(page).toHaveTitle('Access denied - Tribaldex');
    await expect(page.getByTestId(remoteTestId('mf_admin'))).toHaveCount(0);
  });

  test('an admin reaches the admin area', async ({ page, logIn }) => {
    await logIn('alice');
    await page.goto('/admin');
    await expect(page.getByTestId(remoteTestId('mf_admin')).getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
    await expect(page).toHaveTitle('Admin - Tribaldex');
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
    await expect(page.getByTestId(remoteTestId('mf_trade')).getByRole('heading', { level: 1, name: 'BEE / SWAP.HIVE' })).toBeVisible();
    await expect(page).toHaveTitle('BEE Market - Tribaldex');
  });
});

test.describe('supported NFT', () => {
  test('an NFT symbol outside OpenHive is not found', async ({ page }) => {
    await page.goto('/openhive/NOTSUPPORTED/1');
    await expect(page.getByRole('heading', { name: /Page Not Found/ })).toBeVisible();
  });

  test('a supported NFT passes the guard', async ({ page }) => {
    await page.goto('/openhive/CITY/1');
    // The OpenHive pages are not built yet: the area mounts and says so.
    await expect(page.getByTestId(remoteTestId('mf_nft_openhive')).getByText('NFTs and OpenHive is not available yet', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('CITY 1 - Tribaldex');
  });
});
