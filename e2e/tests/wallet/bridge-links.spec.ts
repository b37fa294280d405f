import { expect, test } from '../../fixtures';
import { WalletPage } from '../../pages/wallet';

test.beforeEach(async ({ logIn }) => {
  await logIn('bob');
});

async function openRowLink(wallet: WalletPage, symbol: string, action: 'Deposit' | 'Withdraw'): Promise<void> {
  await wallet.goto('bob');
  await wallet.searchFor(symbol);
  await wallet.row(symbol).getByRole('button', { name: `Actions for ${symbol}` }).click();
  await wallet.page.getByRole('menuitem', { name: action, exact: true }).click();
}

test('the wallet’s Deposit and Withdraw open /bridge in that direction', async ({ page }) => {
  const wallet = new WalletPage(page);
  await wallet.goto('bob');
  await page.getByRole('link', { name: 'Deposit', exact: true }).click();
  await expect(page).toHaveURL(/\/bridge\?direction=deposit$/);
  await expect(page.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('combobox', { name: 'Coin to deposit' })).toContainText('HIVE');

  await wallet.goto('bob');
  await page.getByRole('link', { name: 'Withdraw', exact: true }).click();
  await expect(page).toHaveURL(/\/bridge\?direction=withdraw$/);
  await expect(page.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Amount (SWAP.HIVE)')).toBeVisible();
});

test('a bridged token’s row opens /bridge on that token, in either direction', async ({ page }) => {
  const wallet = new WalletPage(page);
  await openRowLink(wallet, 'SWAP.BTC', 'Withdraw');
  await expect(page).toHaveURL(/\/bridge\?direction=withdraw&symbol=SWAP\.BTC$/);
  await expect(page.getByRole('combobox', { name: 'Token to withdraw' })).toContainText('SWAP.BTC → Bitcoin (BTC)');
  await expect(page.getByLabel('Receiving BTC address')).toBeVisible();

  await openRowLink(wallet, 'SWAP.BTC', 'Deposit');
  await expect(page.getByRole('combobox', { name: 'Coin to deposit' })).toContainText('Bitcoin (BTC)');
  await expect(page.getByRole('button', { name: 'Copy deposit address' })).toBeVisible();
});
