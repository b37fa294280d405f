import BigNumber from 'bignumber.js';
import { expect, test } from '../../fixtures';
import { BridgePages, bridgeService, chain } from '../../pages/bridge';
import { BridgeForm } from '../../pages/bridge-form';

const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

test.beforeEach(async ({ logIn }) => {
  await logIn('bob');
});

test('a BTC deposit asked for on /bridge lands on its transfer page, which follows the coins to confirmed and credited', async ({ page, devnet }) => {
  const before = await chain.balance('bob', 'SWAP.BTC');
  const form = new BridgeForm(page);
  await form.open('deposit', 'BTC');
  await expect(form.form.getByRole('combobox', { name: 'Coin to deposit' })).toContainText('Bitcoin (BTC)');
  const address = await form.form.getByTestId('copy-value-Deposit address').textContent();
  expect(address).toMatch(/^devnetbtc1[0-9a-f]{32}$/);
  await form.form.getByRole('link', { name: 'follow this deposit' }).click();
  await expect(page).toHaveURL(/\/bridge\/tx\/d-[0-9a-f]{16}$/);
  const id = decodeURIComponent(page.url().split('/').pop() ?? '');
  const bridge = new BridgePages(page);
  await expect(bridge.heading('Deposit of BTC')).toBeVisible();
  await expect(bridge.summary).toContainText('Waiting for your BTC');
  await expect(bridge.steps).toContainText('Requested');
  await expect(page.getByRole('main')).toContainText(address!);
  expect(await bridgeService.transfer(id)).toMatchObject({ status: 'requested', account: 'bob', coin: 'BTC', address });

  await devnet.bridgeDeposit('BTC', 'bob', '0.01');
  await expect(bridge.heading('Deposit of 0.01 BTC')).toBeVisible({ timeout: 10_000 });
  await expect(bridge.summary).toContainText(/Waiting for confirmations \([01] of 2\)/);
  await devnet.advanceClock(20_000);
  await expect(bridge.summary).toContainText('Confirmed', { timeout: 20_000 });
  await expect(bridge.summary).toContainText('0.009925 SWAP.BTC arrived on Hive Engine');
  expect((await bridgeService.transfer(id)).status).toBe('confirmed');
  expect(new BigNumber(await chain.balance('bob', 'SWAP.BTC')).minus(before).toFixed()).toBe('0.009925');
});

test('a converter withdrawal lands on its transfer page, followed to confirmed on Bitcoin', async ({ page }) => {
  const before = await chain.balance('bob', 'SWAP.BTC');
  const form = new BridgeForm(page);
  await form.open('withdraw', 'SWAP.BTC');
  await form.requestWithdrawal('SWAP.BTC', '0.002', 'BTC', BTC_ADDRESS);
  await expect(form.toast('Withdrawal of 0.002 SWAP.BTC requested')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/bridge\/tx\/w-[0-9a-f]+$/);
  const bridge = new BridgePages(page);
  await expect(bridge.heading('Withdrawal of 0.002 SWAP.BTC')).toBeVisible();
  expect(new BigNumber(before).minus(await chain.balance('bob', 'SWAP.BTC')).toFixed()).toBe('0.002');

  const id = decodeURIComponent(page.url().split('/').pop() ?? '');
  const withdrawal = await bridgeService.transfer(id);
  expect(withdrawal).toMatchObject({ amount: '0.002', symbol: 'SWAP.BTC', address: BTC_ADDRESS, direction: 'withdrawal' });
  await expect(bridge.transactionLink('Hive Engine')).toHaveAttribute('href', `http://localhost:3900/explorer/tx/${withdrawal.sourceTxId}`);
  await expect(page.getByRole('main')).toContainText(BTC_ADDRESS);
  await expect(bridge.summary).toContainText('Confirmed', { timeout: 30_000 });
  await expect(bridge.transactionLink('Bitcoin')).toHaveAttribute('href', /^https:\/\/blockstream\.info\/tx\/[0-9a-f]{64}$/);

  await bridge.openTransfers('?account=bob&direction=withdrawal');
  await expect(bridge.rows(bridge.table('Bridge transfers')).first().getByRole('link', { name: 'Withdrawal of 0.002 BTC by bob: details' })).toBeVisible();
});

test('a BTC address of the wrong format or checksum, or an amount below the minimum, is refused and nothing is sent', async ({ page }) => {
  const before = await chain.balance('bob', 'SWAP.BTC');
  const form = new BridgeForm(page);
  await form.open('withdraw', 'SWAP.BTC');
  for (const wrong of ['bc1qbridgee2etestaddress0000000000000', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'LVuDpNCSSj6pQ7t9Pv6d6sUkLKoqDEVUnJ']) {
    await form.requestWithdrawal('SWAP.BTC', '0.002', 'BTC', wrong);
    await expect(form.form.getByText('Enter a valid BTC address')).toBeVisible();
  }
  const minimum = await form.form.getByText(/^Minimum withdrawal: /).textContent();
  expect(minimum).toMatch(/^Minimum withdrawal: [\d.]+ SWAP\.BTC$/);
  const below = new BigNumber(minimum!.split(' ')[2]).div(2).toFixed();
  await form.requestWithdrawal('SWAP.BTC', below, 'BTC', BTC_ADDRESS);
  await expect(form.form.getByText(`Minimum withdrawal is ${minimum!.split(' ')[2]} SWAP.BTC`)).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(await chain.balance('bob', 'SWAP.BTC')).toBe(before);
  await expect(page).toHaveURL(/\/bridge\?/);
});
