import BigNumber from 'bignumber.js';
import { expect, test } from '../../fixtures';
import { balanceOf, chain, WalletPage } from '../../pages/wallet';

test('a node answering JSON-RPC internal errors is failed over: the wallet reads from the next node', async ({ page, devnet, logIn }) => {
  const [{ precision }] = await chain.find<{ precision: number }>('tokens', 'tokens', { symbol: 'BEE' });
  const balance = new BigNumber((await balanceOf('alice', 'BEE')).balance).toFormat(precision, BigNumber.ROUND_DOWN);
  await devnet.fault('sidechain', 0, 'internal-error');
  await logIn('alice');
  const wallet = new WalletPage(page);
  await wallet.goto('alice');
  await wallet.searchFor('BEE');
  await expect(wallet.row('BEE').getByRole('cell', { name: balance, exact: true })).toBeVisible();
});
