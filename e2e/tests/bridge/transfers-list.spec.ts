import { expect, test } from '../../fixtures';
import { BridgePages, bridgeService } from '../../pages/bridge';

test('the list shows every bridge’s transfers newest first, each linked to its page', async ({ page, logIn }) => {
  await logIn('alice');
  const bridge = new BridgePages(page);
  const { transfers } = await bridgeService.transfers({ limit: '3' });
  await bridge.openTransfers();
  const rows = bridge.rows(bridge.table('Bridge transfers'));
  for (const [index, transfer] of transfers.entries()) {
    await expect(rows.nth(index)).toContainText(transfer.account);
    await expect(rows.nth(index)).toContainText(transfer.coin);
  }
  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/bridge/tx/${transfers[0].id}$`));
});

test('filters by account, coin, chain, direction and status are kept in the address', async ({ page }) => {
  const bridge = new BridgePages(page);
  await bridge.openTransfers('?account=bob');
  const table = bridge.table('Bridge transfers');
  const rows = bridge.rows(table);
  const bobs = await bridgeService.transfers({ account: 'bob' });
  await expect(rows).toHaveCount(bobs.total);
  for (const row of await rows.all()) await expect(row).toContainText('bob');

  await bridge.choose('Status', 'Failed');
  await expect(page).toHaveURL(/account=bob&status=failed/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('USDC');
  await expect(rows.first()).toContainText('Failed');

  await bridge.choose('Status', 'Any status');
  await bridge.choose('Direction', 'Deposits');
  await bridge.choose('Chain', 'Dogecoin');
  await expect(page).toHaveURL(/account=bob&direction=deposit&chain=doge|account=bob&chain=doge&direction=deposit/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('DOGE');

  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await bridge.field('Coin').fill('swap.btc');
  await bridge.field('Coin').press('Enter');
  await expect(page).toHaveURL(/\?coin=SWAP\.BTC$/);
  const btc = await bridgeService.transfers({ coin: 'BTC' });
  await expect(rows).toHaveCount(btc.total);

  await page.reload();
  await expect(bridge.field('Coin')).toHaveValue('SWAP.BTC');
  await expect(rows).toHaveCount(btc.total);

  await bridge.field('Account').fill('nobody');
  await bridge.field('Account').press('Enter');
  await expect(table).toContainText('No transfer matches these filters.');
});

test('more transfers than a page load with Load more', async ({ page, devnet }) => {
  for (let n = 0; n < 9; n += 1) await devnet.bridgeDeposit('BTC', 'erin', `0.00${n + 1}`);
  const { total } = await bridgeService.transfers();
  expect(total).toBeGreaterThan(20);
  const bridge = new BridgePages(page);
  await bridge.openTransfers();
  const table = bridge.table('Bridge transfers');
  await expect(table).toHaveAttribute('aria-rowcount', '21');
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(table).toHaveAttribute('aria-rowcount', String(total + 1));
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});
