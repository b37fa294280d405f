import BigNumber from 'bignumber.js';
import { expect, test } from '../../fixtures';
import { BridgeForm, chain, evmBridge } from '../../pages/bridge-form';
import { services } from '../../pages/wallet-flows';

const DESTINATION = '0x52908400098527886E0F7030069857D2E4169EE7';

test.beforeEach(async ({ logIn }) => {
  await logIn('bob');
});

test('a token withdrawal is blocked while the gas reserve is short, and goes through to its transfer page after a gas fee deposit', async ({ page }) => {
  const evm = new BridgeForm(page);
  const before = { usdt: await chain.balance('bob', 'SWAP.USDT'), eth: await chain.balance('bob', 'SWAP.ETH'), bridgeUsdt: await chain.balance('eth-bridge', 'SWAP.USDT') };
  const dialog = await evm.withdraw('SWAP.USDT → Tether USD (USDT, Ethereum)');
  await expect(dialog).toContainText('Network gas fee: 0.0021 SWAP.ETH · Your gas reserve: 0 SWAP.ETH');
  await dialog.getByLabel('Amount (SWAP.USDT)').fill('5');
  await dialog.getByLabel('Receiving USDT address').fill(DESTINATION);
  await expect(dialog).toContainText('You will receive about: 4.950000 USDT');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(dialog.getByText('This withdrawal needs 0.0021 SWAP.ETH of gas but your gas reserve holds 0 SWAP.ETH. Deposit gas first.')).toBeVisible();
  expect(await chain.balance('bob', 'SWAP.USDT')).toBe(before.usdt);

  await dialog.getByRole('button', { name: 'Deposit gas fee' }).click();
  const gas = evm.gasDialog();
  await expect(gas).toContainText('not refundable');
  await expect(gas).toContainText('up to 5 minutes');
  await expect(gas.getByLabel('Gas deposit (SWAP.ETH)')).toHaveValue('0.0021');
  await gas.getByRole('button', { name: 'Deposit gas fee' }).click();
  await expect(evm.toast('0.0021 SWAP.ETH added to your gas reserve')).toBeVisible({ timeout: 20_000 });
  await expect(gas).toBeHidden();
  await expect(dialog).toContainText('Your gas reserve: 0.0021 SWAP.ETH');
  expect(new BigNumber(before.eth).minus(await chain.balance('bob', 'SWAP.ETH')).toFixed()).toBe('0.0021');
  expect(await evmBridge.feeBalance('eth', 'bob')).toBe('0.0021');

  await expect(dialog.getByLabel('Amount (SWAP.USDT)')).toHaveValue('5');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(evm.toast('Withdrawal of 5 SWAP.USDT requested')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/bridge\/tx\/w-[0-9a-f]+$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Withdrawal of 5 SWAP.USDT' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(DESTINATION);
  expect(new BigNumber(before.usdt).minus(await chain.balance('bob', 'SWAP.USDT')).toFixed()).toBe('5');
  expect(new BigNumber(await chain.balance('eth-bridge', 'SWAP.USDT')).minus(before.bridgeUsdt).toFixed()).toBe('5');
  expect(await evmBridge.feeBalance('eth', 'bob')).toBe('0');
});

test('an EVM address that is not one, or whose checksum does not hold, is refused next to the field and nothing is sent', async ({ page }) => {
  const evm = new BridgeForm(page);
  const before = await chain.balance('bob', 'SWAP.ETH');
  const dialog = await evm.withdraw('SWAP.ETH → Ether (ETH, Ethereum)');
  await expect(dialog).toContainText('Network gas fee: 0.0015 SWAP.ETH, taken off what you receive');
  await dialog.getByLabel('Amount (SWAP.ETH)').fill('0.1');
  await expect(dialog).toContainText('You will receive about: 0.09750000 ETH');
  const address = dialog.getByLabel('Receiving ETH address');
  for (const wrong of ['0x123', '0x52908400098527886E0F7030069857D2E4169Ee7']) {
    await address.fill(wrong);
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await expect(dialog.getByText('Enter a valid ETH address (0x and 40 hex digits; a mixed-case one must match its checksum)')).toBeVisible();
  }
  expect(await chain.balance('bob', 'SWAP.ETH')).toBe(before);
});

test('a SWAP.EOS withdrawal appends the user’s memo to the converter’s', async ({ page }) => {
  await chain.broadcast('graphene-swap', { contractName: 'tokens', contractAction: 'issue', contractPayload: { symbol: 'SWAP.EOS', to: 'bob', quantity: '10' } });
  await expect.poll(() => chain.balance('bob', 'SWAP.EOS')).not.toBe('0');
  const evm = new BridgeForm(page);
  const dialog = await evm.withdraw('SWAP.EOS → EOS (EOS)');
  await dialog.getByLabel('Amount (SWAP.EOS)').fill('2');
  await dialog.getByLabel('Receiving EOS address').fill('eosaccount12');
  await dialog.getByLabel('Memo (optional)').fill('exchange-tag 42');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(evm.toast('Withdrawal of 2 SWAP.EOS requested')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Withdrawal of 2 SWAP.EOS' })).toBeVisible();
  const [sent] = await services.accountHistory({ account: 'bob', symbol: 'SWAP.EOS', ops: 'tokens_transfer' });
  expect(sent).toMatchObject({ operation: 'tokens_transfer', to: 'graphene-swap', quantity: '2', memo: 'EOS eosaccount12 exchange-tag 42' });
});
