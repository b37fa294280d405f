import { expect, test } from '../../fixtures';
import { WalletPage } from '../../pages/wallet';

const BALANCES_FAILED = 'Balances could not be loaded from the sidechain nodes.';

test('a node that answers the same full page again ends the wallet read with its message, not an endless spinner', async ({ page, devnet, logIn }) => {
  await devnet.fault('sidechain', 0, 'repeat-page');
  await logIn('alice');
  await page.goto('/wallet');
  await expect(page.getByRole('alert').filter({ hasText: BALANCES_FAILED })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Loading balances' })).toBeHidden();

  await devnet.clearFaults();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(new WalletPage(page).table).toBeVisible();
});
