import BigNumber from 'bignumber.js';
import { expect, test } from '../../fixtures';
import { balanceOf, chain, WalletPage } from '../../pages/wallet';

/** alice's BEE balance as her wallet shows it (the token's precision, thousands separators), read while every node answers. */
async function aliceBeeBalanceText(): Promise<string> {
  const [{ precision }] = await chain.find<{ precision: number }>('tokens', 'tokens', { symbol: 'BEE' });
  const { balance } = await balanceOf('alice', 'BEE');
  return new BigNumber(balance).toFormat(precision, BigNumber.ROUND_DOWN);
}

test('with the primary sidechain node down the site keeps reading the chain from a fallback', async ({ page, devnet, logIn }) => {
  const balance = await aliceBeeBalanceText();
  await devnet.fault('sidechain', 0, 'down');
  await logIn('alice');
  const wallet = new WalletPage(page);
  await wallet.goto('alice');
  await wallet.searchFor('BEE');
  await expect(wallet.row('BEE').getByRole('cell', { name: balance, exact: true })).toBeVisible();
});

test('a primary node that answers garbage is skipped too', async ({ page, devnet, logIn }) => {
  const balance = await aliceBeeBalanceText();
  await devnet.fault('sidechain', 0, 'malformed');
  await devnet.fault('sidechain', 1, 'error');
  await logIn('alice');
  const wallet = new WalletPage(page);
  await wallet.goto('alice');
  await wallet.searchFor('BEE');
  await expect(wallet.row('BEE').getByRole('cell', { name: balance, exact: true })).toBeVisible();
});
