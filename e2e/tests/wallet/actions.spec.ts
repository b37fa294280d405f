import BigNumber from 'bignumber.js';
import { expect, test } from '../../fixtures';
import { balanceOf, chain, WalletPage } from '../../pages/wallet';

const plus = (a: string, b: string) => new BigNumber(a).plus(b).toFixed();
const minus = (a: string, b: string) => new BigNumber(a).minus(b).toFixed();
const same = (value: string) => new BigNumber(value).toFixed();

test.beforeEach(async ({ logIn }) => {
  await logIn('bob');
});

test('transfer moves the balance and refreshes the row', async ({ page }) => {
  const wallet = new WalletPage(page);
  const before = { bob: (await balanceOf('bob', 'GAMER')).balance, carol: (await balanceOf('carol', 'GAMER')).balance };
  await wallet.goto('bob');
  const dialog = await wallet.open('GAMER', 'Transfer', 'Transfer GAMER');
  await dialog.getByLabel('Recipient').fill('@Carol');
  await dialog.getByLabel('Amount (GAMER)').fill('1.5');
  await dialog.getByLabel('Memo (optional, public)').fill('thanks');
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await expect(wallet.toast('Sent 1.5 GAMER to carol')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(same((await balanceOf('bob', 'GAMER')).balance)).toBe(minus(before.bob, '1.5'));
  expect(same((await balanceOf('carol', 'GAMER')).balance)).toBe(plus(before.carol, '1.5'));
  await expect(wallet.row('GAMER')).toContainText(new BigNumber(minus(before.bob, '1.5')).toFormat(4));
});

test('a SWAP token transfer warns that the recipient must handle it', async ({ page }) => {
  const wallet = new WalletPage(page);
  await wallet.goto('bob');
  const dialog = await wallet.open('SWAP.HIVE', 'Transfer', 'Transfer SWAP.HIVE');
  await expect(dialog).toContainText('Send it only to an account or exchange that handles SWAP.HIVE');
});

test('stake then unstake change stake and pending unstakes', async ({ page }) => {
  const wallet = new WalletPage(page);
  const before = await balanceOf('bob', 'GAMER');
  await wallet.goto('bob');
  let dialog = await wallet.open('GAMER', 'Stake', 'Stake GAMER');
  await expect(dialog.getByLabel('Stake to')).toHaveValue('bob');
  await dialog.getByLabel('Amount (GAMER)').fill('10');
  await dialog.getByRole('button', { name: 'Stake' }).click();
  await expect(wallet.toast('Staked 10 GAMER')).toBeVisible();
  const staked = await balanceOf('bob', 'GAMER');
  expect(same(staked.stake)).toBe(plus(before.stake, '10'));
  expect(same(staked.balance)).toBe(minus(before.balance, '10'));

  const unstakesBefore = await chain.find('tokens', 'pendingUnstakes', { account: 'bob', symbol: 'GAMER' });
  dialog = await wallet.open('GAMER', 'Unstake', 'Unstake GAMER');
  await dialog.getByLabel('Amount (GAMER)').fill('4');
  await dialog.getByRole('button', { name: 'Unstake' }).click();
  await expect(wallet.toast('Unstaking 4 GAMER')).toBeVisible();
  const unstaking = await balanceOf('bob', 'GAMER');
  expect(same(unstaking.pendingUnstake)).toBe(plus(staked.pendingUnstake, '4'));
  // GAMER pays back in 2 tranches: the first leaves the stake at once
  expect(same(unstaking.stake)).toBe(minus(staked.stake, '2'));
  expect(await chain.find('tokens', 'pendingUnstakes', { account: 'bob', symbol: 'GAMER' })).toHaveLength(unstakesBefore.length + 1);
});

test('cancel a pending unstake', async ({ page }) => {
  const wallet = new WalletPage(page);
  const [unstake] = await chain.find<{ txID: string; quantity: string }>('tokens', 'pendingUnstakes', { account: 'bob', symbol: 'BEE' });
  const before = await balanceOf('bob', 'BEE');
  await wallet.goto('bob');
  const dialog = await wallet.open('BEE', 'Pending unstakes', 'Pending unstakes of BEE');
  await expect(dialog).toContainText(/Next: .* BEE on /);
  await dialog.getByRole('button', { name: /^Cancel the unstake of / }).first().click();
  await expect(wallet.toast(/Cancelled the unstake of .* BEE/)).toBeVisible();
  expect(await chain.find('tokens', 'pendingUnstakes', { txID: unstake.txID })).toHaveLength(0);
  const after = await balanceOf('bob', 'BEE');
  expect(same(after.pendingUnstake)).toBe('0');
  expect(new BigNumber(after.stake).isGreaterThan(before.stake)).toBe(true);
  await expect(dialog).toContainText('No pending unstakes.');
});

test('delegate then undelegate', async ({ page }) => {
  const wallet = new WalletPage(page);
  const before = await balanceOf('bob', 'BEE');
  await wallet.goto('bob');
  let dialog = await wallet.open('BEE', 'Delegate', 'Delegate BEE');
  await dialog.getByLabel('Delegate to').fill('dave');
  await dialog.getByLabel('Amount (BEE)').fill('1');
  await dialog.getByRole('button', { name: 'Delegate' }).click();
  await expect(wallet.toast('Delegated 1 BEE to dave')).toBeVisible();
  const delegated = await balanceOf('bob', 'BEE');
  expect(same(delegated.delegationsOut)).toBe(plus(before.delegationsOut, '1'));
  const [toDave] = await chain.find<{ quantity: string }>('tokens', 'delegations', { from: 'bob', to: 'dave', symbol: 'BEE' });
  expect(same(toDave.quantity)).toBe('1');

  dialog = await wallet.open('BEE', 'Undelegate', 'Undelegate BEE');
  await dialog.getByLabel('Delegation').click();
  await page.getByRole('option', { name: /^dave: / }).click();
  await expect(dialog.getByLabel('Amount (BEE)')).toHaveValue('1.00000000');
  await dialog.getByRole('button', { name: 'Undelegate' }).click();
  await expect(wallet.toast('Undelegating 1 BEE from dave')).toBeVisible();
  expect(await chain.find('tokens', 'delegations', { from: 'bob', to: 'dave', symbol: 'BEE' })).toHaveLength(0);
  const undelegated = await balanceOf('bob', 'BEE');
  expect(same(undelegated.pendingUndelegations)).toBe(plus(before.pendingUndelegations, '1'));
});

test('the issuer issues new supply of its token', async ({ page }) => {
  const wallet = new WalletPage(page);
  const [token] = await chain.find<{ supply: string; issuer: string }>('tokens', 'tokens', { symbol: 'GAMER' });
  expect(token.issuer).toBe('bob');
  const before = await balanceOf('carol', 'GAMER');
  await wallet.goto('bob');
  const dialog = await wallet.open('GAMER', 'Issue', 'Issue GAMER');
  await dialog.getByLabel('Issue to').fill('carol');
  await dialog.getByLabel('Amount (GAMER)').fill('100');
  await dialog.getByRole('button', { name: 'Issue' }).click();
  await expect(wallet.toast('Issued 100 GAMER to carol')).toBeVisible();
  const [after] = await chain.find<{ supply: string }>('tokens', 'tokens', { symbol: 'GAMER' });
  expect(same(after.supply)).toBe(plus(token.supply, '100'));
  expect(same((await balanceOf('carol', 'GAMER')).balance)).toBe(plus(before.balance, '100'));
});

test('the issuer raises the precision of its token', async ({ page }) => {
  const wallet = new WalletPage(page);
  await wallet.goto('bob');
  const dialog = await wallet.open('GAMER', 'Raise precision', 'Raise the precision of GAMER');
  await dialog.getByLabel(/^Decimals/).fill('5');
  await dialog.getByRole('button', { name: 'Raise precision' }).click();
  await expect(wallet.toast('GAMER now has 5 decimals')).toBeVisible();
  const [token] = await chain.find<{ precision: number }>('tokens', 'tokens', { symbol: 'GAMER' });
  expect(token.precision).toBe(5);
});

test('enabling staking shows the live fee and refuses without enough BEE', async ({ page }) => {
  await chain.broadcast('bob', { contractName: 'tokens', contractAction: 'create', contractPayload: { name: 'Bob Test', symbol: 'BOBT', precision: 3, maxSupply: '1000' } });
  const { balance } = await balanceOf('bob', 'BEE');
  const giveAway = new BigNumber(balance).minus(500).toFixed();
  await chain.broadcast('bob', { contractName: 'tokens', contractAction: 'transfer', contractPayload: { symbol: 'BEE', to: 'carol', quantity: giveAway, memo: '' } });
  const wallet = new WalletPage(page);
  await wallet.goto('bob');
  const dialog = await wallet.open('BOBT', 'Enable staking', 'Enable staking for BOBT');
  await expect(dialog).toContainText('Fee: 1,000.00000000 BEE');
  await expect(wallet.problem(dialog)).toHaveText('Not enough BEE to pay the fee');
  await expect(dialog.getByRole('button', { name: 'Enable staking' })).toBeDisabled();
});
