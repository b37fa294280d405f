import { expect, test } from '../../fixtures';
import { WalletPage } from '../../pages/wallet';

test('with the primary sidechain node down the site keeps reading the chain from a fallback', async ({ page, devnet, logIn }) => {
  await devnet.fault('sidechain', 0, 'down');
  await logIn('alice');
  const wallet = new WalletPage(page);
  await wallet.goto('alice');
  await wallet.searchFor('BEE');
  await expect(wallet.row('BEE')).toContainText(/\d/);
});

test('a primary node that answers garbage is skipped too', async ({ page, devnet, logIn }) => {
  await devnet.fault('sidechain', 0, 'malformed');
  await devnet.fault('sidechain', 1, 'error');
  await logIn('alice');
  const wallet = new WalletPage(page);
  await wallet.goto('alice');
  await wallet.searchFor('BEE');
  await expect(wallet.row('BEE')).toContainText(/\d/);
});
