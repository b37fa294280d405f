import BigNumber from 'bignumber.js';
import { expect, test } from '../../fixtures';
import { BridgePages, bridgeService, chain } from '../../pages/bridge';

test.beforeEach(async ({ logIn }) => {
  await logIn('bob');
});

test('a BTC deposit is followed on its page from its confirmations to confirmed, and credited on the sidechain', async ({ page, devnet }) => {
  const before = await chain.balance('bob', 'SWAP.BTC');
  const deposit = await devnet.bridgeDeposit('BTC', 'bob', '0.01');
  const bridge = new BridgePages(page);
  await bridge.openTransfer(deposit.id, 'Deposit of 0.01 BTC');
  await expect(bridge.summary).toContainText(/Waiting for confirmations \([01] of 2\)/);
  await expect(bridge.steps.getByRole('listitem').nth(2)).toContainText(/Waiting for confirmations on Bitcoin: [01] of 2/);
  await expect(bridge.transactionLink('Bitcoin')).toHaveAttribute('href', `https://blockstream.info/tx/${deposit.sourceTxId}`);

  await expect(bridge.summary).toContainText('Confirmed', { timeout: 30_000 });
  await expect(bridge.summary).toContainText('0.009925 SWAP.BTC arrived on Hive Engine');
  const confirmed = await bridgeService.transfer(deposit.id);
  expect(confirmed.status).toBe('confirmed');
  await expect(bridge.transactionLink('Hive Engine')).toHaveAttribute('href', `http://localhost:3900/explorer/tx/${confirmed.destinationTxId}`);
  for (const step of ['Requested', 'Seen on Bitcoin', 'Sent on Hive Engine', 'Confirmed on Hive Engine']) await expect(bridge.steps).toContainText(step);
  expect(new BigNumber(await chain.balance('bob', 'SWAP.BTC')).minus(before).toFixed()).toBe('0.009925');
});

test('a transfer failed by the bridge shows as failed with its reason, and nothing is credited', async ({ page, devnet }) => {
  const before = await chain.balance('bob', 'SWAP.LTC');
  const deposit = await devnet.bridgeDeposit('LTC', 'bob', '1.5');
  await devnet.failBridgeTransfer(deposit.id, 'The LTC node dropped the transaction; send it again.');
  const bridge = new BridgePages(page);
  await bridge.openTransfer(deposit.id, 'Deposit of 1.5 LTC');
  await expect(bridge.summary).toContainText('Failed');
  await expect(bridge.summary).toContainText('The LTC node dropped the transaction; send it again.');
  await expect(bridge.steps.getByRole('listitem').nth(2)).toContainText('(failed)');
  await expect(bridge.transactionLink('Hive Engine')).toHaveCount(0);
  await page.waitForTimeout(4_000);
  expect(await chain.balance('bob', 'SWAP.LTC')).toBe(before);
});

test('a deposit of a coin whose deposits the settings switch off fails at once with their reason', async ({ page, devnet }) => {
  const deposit = await devnet.bridgeDeposit('DOGE', 'carol', '500');
  const bridge = new BridgePages(page);
  await bridge.openTransfer(deposit.id, 'Deposit of 500 DOGE');
  await expect(bridge.summary).toContainText('Deposits are paused while the DOGE gateway is upgraded.');
});

test('a stalled deposit keeps saying it waits for confirmations', async ({ page, devnet }) => {
  const bch = await devnet.bridgeDeposit('BCH', 'bob', '0.5');
  await devnet.stallBridgeTransfer(bch.id);
  await devnet.advanceClock(120_000);
  const bridge = new BridgePages(page);
  await bridge.openTransfer(bch.id, 'Deposit of 0.5 BCH');
  await expect(bridge.summary).toContainText('Waiting for confirmations (0 of 2)');
  await page.waitForTimeout(4_000);
  await expect(bridge.summary).toContainText('Waiting for confirmations (0 of 2)');
  expect((await bridgeService.transfer(bch.id)).status).toBe('seen');
});

test('an unknown transfer id says so', async ({ page }) => {
  const bridge = new BridgePages(page);
  await bridge.openTransfer('d-does-not-exist', 'Bridge transfer');
  await expect(page.getByText('No bridge transfer has the id “d-does-not-exist”.')).toBeVisible();
  await page.getByRole('link', { name: 'See all transfers' }).click();
  await expect(bridge.heading('Bridge transfers')).toBeVisible();
});
