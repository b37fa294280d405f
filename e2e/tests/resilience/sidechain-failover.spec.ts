import { expect, test } from '../../fixtures';

test('with the primary sidechain node down the site keeps reading the chain from a fallback', async ({ page, devnet, logIn }) => {
  await devnet.fault('sidechain', 0, 'down');
  await logIn('alice');
  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-bee-balance')).toHaveText(/\d/);
});

test('a primary node that answers garbage is skipped too', async ({ page, devnet, logIn }) => {
  await devnet.fault('sidechain', 0, 'malformed');
  await devnet.fault('sidechain', 1, 'error');
  await logIn('alice');
  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-bee-balance')).toHaveText(/\d/);
});
