import BigNumber from 'bignumber.js';
import { DEVNET_URL } from '../../fixtures/devnet-control';
import { expect, test } from '../../fixtures';
import { BridgeForm } from '../../pages/bridge-form';
import { chain, pegWithdrawals, WalletFlows } from '../../pages/wallet-flows';

test.beforeEach(async ({ logIn }) => {
  await logIn('bob');
});

test('a HIVE deposit credits SWAP.HIVE minus the peg fee', async ({ page }) => {
  const flows = new BridgeForm(page);
  const before = await chain.balance('bob', 'SWAP.HIVE');
  const dialog = await flows.open('deposit');
  await dialog.getByLabel('Amount (HIVE)').fill('10');
  await expect(dialog).toContainText('You will receive: 9.925 SWAP.HIVE');
  await dialog.getByRole('button', { name: 'Deposit' }).click();
  await expect(flows.toast('Deposit of 10 HIVE confirmed')).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText('9.925 SWAP.HIVE credited to @bob for your 10 HIVE.');
  expect(new BigNumber(await chain.balance('bob', 'SWAP.HIVE')).toFixed()).toBe(new BigNumber(before).plus('9.925').toFixed());
});

test('a Keychain cancel keeps the deposit form and sends nothing', async ({ page, devnet }) => {
  await devnet.keychain('cancel');
  const flows = new BridgeForm(page);
  const before = await chain.balance('bob', 'SWAP.HIVE');
  const dialog = await flows.open('deposit');
  await dialog.getByLabel('Amount (HIVE)').fill('2.5');
  await dialog.getByRole('button', { name: 'Deposit' }).click();
  await expect(dialog.getByText('Transaction cancelled')).toBeVisible();
  await expect(dialog.getByLabel('Amount (HIVE)')).toHaveValue('2.5');
  expect(await chain.balance('bob', 'SWAP.HIVE')).toBe(before);
});

test('a SWAP.HIVE withdrawal queues a peg payout shown under pending withdrawals', async ({ page }) => {
  const form = new BridgeForm(page);
  const flows = new WalletFlows(page);
  const before = await pegWithdrawals('bob');
  const dialog = await form.open('withdraw');
  await expect(dialog).toContainText('Withdrawals are queued');
  await dialog.getByLabel('Amount (SWAP.HIVE)').fill('5');
  await expect(dialog).toContainText('You will receive: 4.962 HIVE');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(flows.toast('Withdrawal of 5 SWAP.HIVE requested')).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText('Withdrawal of 5 SWAP.HIVE queued');
  const after = await pegWithdrawals('bob');
  const added = after.filter((row) => !before.some((old) => old.id === row.id));
  expect(added.map((row) => row.quantity)).toEqual(['4.962']);

  await page.goto('/wallet/pending-withdrawals');
  const table = flows.table('Pending withdrawals');
  await expect(table.getByRole('row').filter({ hasText: added[0].id })).toContainText('4.962 HIVE');
  await expect(flows.rows(table).first()).toContainText(added[0].id);
});

test('a withdrawal below the minimum or with too many decimals shows why and sends nothing', async ({ page }) => {
  const before = { rows: await pegWithdrawals('bob'), balance: await chain.balance('bob', 'SWAP.HIVE') };
  const dialog = await new BridgeForm(page).open('withdraw');
  const amount = dialog.getByLabel('Amount (SWAP.HIVE)');
  await amount.fill('0.001');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(dialog.getByText('Minimum withdrawal is 0.002 SWAP.HIVE')).toBeVisible();
  await amount.fill('1.2345');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(dialog.getByText('At most 3 decimals allowed')).toBeVisible();
  expect(await pegWithdrawals('bob')).toEqual(before.rows);
  expect(await chain.balance('bob', 'SWAP.HIVE')).toBe(before.balance);
});

test('a disabled deposit shows the reason the settings give and a converter coin its deposit address', async ({ page }) => {
  const reason = (await (await fetch(`${DEVNET_URL}/api/settings`)).json()) as { disabled_deposits: { symbol: string; reason: string }[] };
  const flows = new BridgeForm(page);
  const dialog = await flows.open('deposit');
  await flows.chooseCoin('deposit', 'Dogecoin (DOGE)');
  await expect(dialog.getByRole('alert').filter({ hasText: reason.disabled_deposits.find((entry) => entry.symbol === 'SWAP.DOGE')?.reason })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy deposit address' })).toHaveCount(0);
  await flows.chooseCoin('deposit', 'Bitcoin (BTC)');
  await expect(dialog.getByRole('button', { name: 'Copy deposit address' })).toBeVisible();
  await expect(dialog).toContainText(/devnetbtc1[0-9a-f]{32}/);
});

test('with the bridge service down, the form says so and still offers HIVE, and the rest of the site works', async ({ page, devnet }) => {
  await devnet.fault('bridge', 0, 'down');
  const flows = new WalletFlows(page);
  const dialog = await new BridgeForm(page).open('deposit');
  await expect(dialog).toContainText('The bridge service did not answer: only HIVE and the EVM tokens are offered right now.', { timeout: 15_000 });
  await expect(dialog.getByLabel('Amount (HIVE)')).toBeVisible();
  await page.goto('/wallet');
  await expect(page.getByRole('table', { name: 'Token balances' })).toBeVisible();

  await page.goto('/wallet/conversion-history');
  await expect(page.getByText('The bridge service did not answer, so your conversion history cannot be shown right now.')).toBeVisible();
  await page.goto('/wallet/open-orders');
  await expect(flows.table('Open orders')).toBeVisible();
});
