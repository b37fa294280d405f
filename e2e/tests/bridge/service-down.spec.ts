import { expect, test } from '../../fixtures';
import { BridgePages } from '../../pages/bridge';

test('with the bridge service down, the transfer pages say so in bounded time and the rest of the site works', async ({ page, devnet, logIn }) => {
  await logIn('bob');
  await devnet.fault('bridge', 0, 'down');
  const bridge = new BridgePages(page);
  await bridge.openTransfers();
  await expect(page.getByText('The bridge service did not answer, so transfers cannot be shown right now.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

  await bridge.openTransfer('d-seed03', 'Bridge transfer');
  await expect(page.getByText('The bridge service did not answer, so this transfer cannot be shown right now.')).toBeVisible({ timeout: 15_000 });

  await bridge.openContracts();
  await expect(page.getByText("The bridge service did not answer, so the converter's coins cannot be shown right now.")).toBeVisible({ timeout: 15_000 });
  await expect(bridge.rows(bridge.table('Bridged tokens')).filter({ hasText: 'SWAP.USDT' })).toContainText('Ethereum');

  await devnet.clearFaults();
  await page.getByRole('banner').getByRole('link', { name: 'Swap', exact: true }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Swap' })).toBeVisible();
  await page.goto('/bridge/transfers');
  await expect(bridge.rows(bridge.table('Bridge transfers')).first()).toBeVisible();
});

test('a slow bridge is given up on within the bridge timeout', async ({ page, devnet }) => {
  await devnet.fault('bridge', 0, 'slow', 60_000);
  const bridge = new BridgePages(page);
  await bridge.openTransfers();
  await expect(page.getByText('The bridge service did not answer, so transfers cannot be shown right now.')).toBeVisible({ timeout: 15_000 });
});

test('with the EVM bridges down, their tokens say so and the converter’s coins are still listed', async ({ page, devnet }) => {
  await devnet.fault('evm', 0, 'down');
  const bridge = new BridgePages(page);
  await bridge.openContracts();
  for (const chain of ['Ethereum', 'BNB Smart Chain', 'Polygon']) {
    await expect(page.getByText(`The ${chain} bridge did not answer, so its tokens cannot be shown right now.`)).toBeVisible({ timeout: 15_000 });
  }
  const tokens = bridge.rows(bridge.table('Bridged tokens'));
  await expect(tokens.filter({ hasText: 'SWAP.BTC' })).toContainText('Bitcoin');
  await expect(tokens.filter({ hasText: 'SWAP.USDT' })).toHaveCount(0);
});
