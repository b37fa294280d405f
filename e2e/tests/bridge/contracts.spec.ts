import { expect, test } from '../../fixtures';
import { BridgePages } from '../../pages/bridge';

test('every bridged token is listed with its contract, decimals, open directions, fees and minimums', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const bridge = new BridgePages(page);
  await bridge.openContracts();

  const tokens = bridge.rows(bridge.table('Bridged tokens'));
  const usdt = tokens.filter({ hasText: 'SWAP.USDT' });
  await expect(usdt).toContainText('Ethereum');
  await expect(usdt).toContainText('1 % + 0.0021 ETH gas');
  await expect(usdt.getByRole('link', { name: /SWAP\.USDT contract/ })).toHaveAttribute('href', 'https://etherscan.io/token/0xdac17f958d2ee523a2206206994597c13d831ec7');
  await usdt.getByRole('button', { name: 'Copy the SWAP.USDT contract address' }).click();
  await expect(usdt.getByRole('button', { name: 'Copy the SWAP.USDT contract address' })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0xdac17f958d2ee523a2206206994597c13d831ec7');
  await expect(tokens.filter({ hasText: 'SWAP.WBTC' })).toContainText('Disabled: Switched off by the bridge');
  await expect(tokens.filter({ hasText: 'SWAP.ETH' })).toContainText('Native coin');
  await expect(tokens.filter({ hasText: 'SWAP.ETH' })).toContainText('0.005 SWAP.ETH');

  await expect(tokens.filter({ hasText: 'SWAP.CAKE.BSC' }).getByRole('link')).toHaveAttribute('href', /^https:\/\/bscscan\.com\/token\/0x/);
  await expect(tokens.filter({ hasText: 'SWAP.BUSD.BSC' })).toContainText('18');
  await expect(tokens.filter({ hasText: 'SWAP.USDC.POLY' }).getByRole('link')).toHaveAttribute('href', /^https:\/\/polygonscan\.com\/token\/0x/);

  await expect(tokens.filter({ hasText: 'SWAP.BTC' })).toContainText('0.0001 SWAP.BTC');
  await expect(tokens.filter({ hasText: 'SWAP.DOGE' })).toContainText('Disabled: Deposits are paused while the DOGE gateway is upgraded.');
  await expect(tokens.filter({ hasText: 'SWAP.LTC' })).toContainText('Disabled: Withdrawals are paused while the LTC gateway is upgraded.');
});
