import BigNumber from 'bignumber.js';
import { expect, test } from '../../fixtures';
import { balanceOf, chain, WalletPage } from '../../pages/wallet';

test.beforeEach(async ({ logIn }) => {
  await logIn('bob');
});

test('an invalid amount is explained next to the field and nothing is sent', async ({ page }) => {
  const wallet = new WalletPage(page);
  const before = await balanceOf('bob', 'GAMER');
  await wallet.goto('bob');
  const dialog = await wallet.open('GAMER', 'Transfer', 'Transfer GAMER');
  await dialog.getByLabel('Recipient').fill('carol');
  const amount = dialog.getByLabel('Amount (GAMER)');
  await amount.fill('0');
  await expect(dialog.getByText('Amount must be greater than 0')).toBeVisible();
  await amount.fill('1.23456');
  await expect(dialog.getByText('At most 4 decimals allowed')).toBeVisible();
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await expect(dialog).toBeVisible();
  await expect(amount).toHaveValue('1.23456');
  await expect(wallet.toast(/Transaction/)).toHaveCount(0);
  expect((await balanceOf('bob', 'GAMER')).balance).toBe(before.balance);
});

test('more than the balance is refused before sending', async ({ page }) => {
  const wallet = new WalletPage(page);
  const { balance } = await balanceOf('bob', 'GAMER');
  await wallet.goto('bob');
  const dialog = await wallet.open('GAMER', 'Transfer', 'Transfer GAMER');
  await dialog.getByLabel('Recipient').fill('carol');
  await dialog.getByLabel('Amount (GAMER)').fill(new BigNumber(balance).plus(1).toFixed());
  await expect(dialog.getByText('Amount exceeds your available balance')).toBeVisible();
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await expect(dialog).toBeVisible();
  expect((await balanceOf('bob', 'GAMER')).balance).toBe(balance);
  await dialog.getByRole('button', { name: 'Max' }).click();
  await expect(dialog.getByLabel('Amount (GAMER)')).toHaveValue(new BigNumber(balance).toFixed());
});

test('an unknown recipient is reported next to the field', async ({ page }) => {
  const wallet = new WalletPage(page);
  const { balance } = await balanceOf('bob', 'GAMER');
  await wallet.goto('bob');
  const dialog = await wallet.open('GAMER', 'Transfer', 'Transfer GAMER');
  await dialog.getByLabel('Recipient').fill('nosuchaccount');
  await dialog.getByLabel('Amount (GAMER)').fill('1');
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await expect(dialog.getByLabel('Recipient')).toHaveAccessibleDescription('No Hive account named nosuchaccount');
  expect((await balanceOf('bob', 'GAMER')).balance).toBe(balance);
});

test('a contract error from the chain is shown and the form kept', async ({ page }) => {
  const wallet = new WalletPage(page);
  const { balance } = await balanceOf('bob', 'GAMER');
  await wallet.goto('bob');
  const dialog = await wallet.open('GAMER', 'Transfer', 'Transfer GAMER');
  await dialog.getByLabel('Recipient').fill('carol');
  await dialog.getByRole('button', { name: 'Max' }).click();
  // Meanwhile bob spends some GAMER elsewhere: the chain now refuses the whole balance.
  await chain.broadcast('bob', { contractName: 'tokens', contractAction: 'transfer', contractPayload: { symbol: 'GAMER', to: 'dave', quantity: '1', memo: '' } });
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await expect(wallet.problem(dialog)).toHaveText('overdrawn balance');
  await expect(dialog.getByLabel('Recipient')).toHaveValue('carol');
  await expect(dialog.getByLabel('Amount (GAMER)')).toHaveValue(new BigNumber(balance).toFixed());
  expect(new BigNumber((await balanceOf('bob', 'GAMER')).balance).toFixed()).toBe(new BigNumber(balance).minus(1).toFixed());
});

test('a Keychain cancel is shown as cancelled and leaves the form as typed', async ({ page, devnet }) => {
  await devnet.keychain('cancel');
  const wallet = new WalletPage(page);
  const { balance } = await balanceOf('bob', 'GAMER');
  await wallet.goto('bob');
  const dialog = await wallet.open('GAMER', 'Transfer', 'Transfer GAMER');
  await dialog.getByLabel('Recipient').fill('carol');
  await dialog.getByLabel('Amount (GAMER)').fill('2');
  await dialog.getByLabel('Memo (optional, public)').fill('for the guild');
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await expect(wallet.problem(dialog)).toHaveText('Transaction cancelled');
  await expect(dialog.getByLabel('Recipient')).toHaveValue('carol');
  await expect(dialog.getByLabel('Amount (GAMER)')).toHaveValue('2');
  await expect(dialog.getByLabel('Memo (optional, public)')).toHaveValue('for the guild');
  expect((await balanceOf('bob', 'GAMER')).balance).toBe(balance);
});

test('a Keychain request nobody answers ends with a clear message and leaves the form as typed', async ({ page, devnet }) => {
  // The emulator asks for approval and nobody answers; the site gives up after the configured wait.
  await devnet.keychain('interactive');
  await page.route('/config.json', async (route) => {
    const config = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...config, keychainAnswerTimeoutMs: 3_000 } });
  });
  const wallet = new WalletPage(page);
  const { balance } = await balanceOf('bob', 'GAMER');
  await wallet.goto('bob');
  const dialog = await wallet.open('GAMER', 'Transfer', 'Transfer GAMER');
  await dialog.getByLabel('Recipient').fill('carol');
  await dialog.getByLabel('Amount (GAMER)').fill('2');
  const submit = dialog.getByRole('button', { name: 'Transfer' });
  await submit.click();
  await expect(wallet.problem(dialog)).toHaveText('Hive Keychain did not answer. If you approved the request, check your wallet before you try again.');
  await expect(submit).toBeEnabled();
  await expect(dialog.getByLabel('Recipient')).toHaveValue('carol');
  await expect(dialog.getByLabel('Amount (GAMER)')).toHaveValue('2');
  expect((await balanceOf('bob', 'GAMER')).balance).toBe(balance);
});
