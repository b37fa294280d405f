import { expect, test } from '../../fixtures';
import { BridgePages } from '../../pages/bridge';

test('every bridged token is listed with its contract, decimals, open directions, fees and minimums', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const bridge = new BridgePages(page);
  await bridge.openContracts();

  const ethereum = bridge.table('Ethereum bridge tokens');
  const usdt = bridge.rows(ethereum).filter({ hasText: 'SWAP.USDT' });
  await expect(usdt).toContainText('Ethereum');
  await expect(usdt).toContainText('1 % + 0.0021 ETH gas');
  await expect(usdt.getByRole('link', { name: /SWAP\.USDT contract/ })).toHaveAttribute('href', 'https://etherscan.io/token/0xdac17f958d2ee523a2206206994597c13d831ec7');
  await usdt.getByRole('button', { name: 'Copy the SWAP.USDT contract address' }).click();
  await expect(usdt.getByRole('button', { name: 'Copy the SWAP.USDT contract address' })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0xdac17f958d2ee523a2206206994597c13d831ec7');
  await expect(bridge.rows(ethereum).filter({ hasText: 'SWAP.WBTC' })).toContainText('Disabled: Switched off by the bridge');
  await expect(bridge.rows(ethereum).filter({ hasText: 'SWAP.ETH' })).toContainText('Native coin');
  await expect(bridge.rows(ethereum).filter({ hasText: 'SWAP.ETH' })).toContainText('0.005 SWAP.ETH');

  const bsc = bridge.table('BNB Smart Chain bridge tokens');
  await expect(bridge.rows(bsc).filter({ hasText: 'SWAP.CAKE.BSC' }).getByRole('link')).toHaveAttribute('href', /^https:\/\/bscscan\.com\/token\/0x/);
  await expect(bridge.rows(bsc).filter({ hasText: 'SWAP.BUSD.BSC' })).toContainText('18');
  const polygon = bridge.table('Polygon bridge tokens');
  await expect(bridge.rows(polygon).filter({ hasText: 'SWAP.USDC.POLY' }).getByRole('link')).toHaveAttribute('href', /^https:\/\/polygonscan\.com\/token\/0x/);

  const converter = bridge.table('Converter (Bitcoin, Litecoin, Dogecoin, Bitcoin Cash, EOS) tokens');
  await expect(bridge.rows(converter).filter({ hasText: 'SWAP.BTC' })).toContainText('0.0001 SWAP.BTC');
  await expect(bridge.rows(converter).filter({ hasText: 'SWAP.DOGE' })).toContainText('Disabled: Deposits are paused while the DOGE gateway is upgraded.');
  await expect(bridge.rows(converter).filter({ hasText: 'SWAP.LTC' })).toContainText('Disabled: Withdrawals are paused while the LTC gateway is upgraded.');
});
