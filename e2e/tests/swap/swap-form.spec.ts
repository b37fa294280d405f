import BigNumber from 'bignumber.js';
import { expect, test } from '../../fixtures';
import { SwapForm } from '../../pages/swap-form';
import { DEVNET_URL } from '../../fixtures/devnet-control';
import { chain } from '../../pages/trade';

/** A decimal figure shown in the form, without its symbol and group separators. */
const figure = async (text: Promise<string>) => new BigNumber((await text).replace(/[^\d.]/g, ''));

test.beforeEach(async ({ logIn }) => {
  await logIn('bob');
});

test('an exact input swap pays exactly what was typed and credits the quoted amount', async ({ page }) => {
  const swap = new SwapForm(page);
  const [hiveBefore, beeBefore] = await Promise.all([chain.balance('bob', 'SWAP.HIVE'), chain.balance('bob', 'BEE')]);
  await swap.goto('SWAP.HIVE', 'BEE');
  await swap.pay.fill('10');
  await expect(swap.receive).not.toHaveValue('');
  const quoted = new BigNumber(await swap.receive.inputValue());
  await expect(swap.detail('Minimum received')).toContainText('BEE');
  await swap.submit.click();
  await expect(swap.pay).toHaveValue('');
  await expect.poll(() => chain.balance('bob', 'SWAP.HIVE')).toBe(new BigNumber(hiveBefore).minus(10).toFixed(8));
  expect(new BigNumber(await chain.balance('bob', 'BEE')).toFixed(8)).toBe(new BigNumber(beeBefore).plus(quoted).toFixed(8));
});

test('an exact output swap credits exactly what was asked and charges the quoted input', async ({ page }) => {
  const swap = new SwapForm(page);
  const [hiveBefore, beeBefore] = await Promise.all([chain.balance('bob', 'SWAP.HIVE'), chain.balance('bob', 'BEE')]);
  await swap.goto('BEE', 'SWAP.HIVE');
  await swap.receive.fill('2');
  await expect(swap.pay).not.toHaveValue('');
  const quoted = new BigNumber(await swap.pay.inputValue());
  await expect(swap.detail('Maximum sold')).toContainText('BEE');
  await swap.submit.click();
  await expect(swap.receive).toHaveValue('');
  await expect.poll(() => chain.balance('bob', 'SWAP.HIVE')).toBe(new BigNumber(hiveBefore).plus(2).toFixed(8));
  expect(new BigNumber(await chain.balance('bob', 'BEE')).toFixed(8)).toBe(new BigNumber(beeBefore).minus(quoted).toFixed(8));
});

test('a swap without a direct pool goes through SWAP.HIVE in one transaction, each hop bounded', async ({ page }) => {
  const swap = new SwapForm(page);
  const [beeBefore, gamerBefore] = await Promise.all([chain.balance('bob', 'BEE'), chain.balance('bob', 'GAMER')]);
  await swap.goto('BEE', 'GAMER');
  await swap.pay.fill('5');
  await expect(swap.detail('Route')).toHaveText('BEE → SWAP.HIVE → GAMER');
  const minimum = await figure(swap.detail('Minimum received').innerText());
  await swap.submit.click();
  await expect(swap.pay).toHaveValue('');
  await expect.poll(() => chain.balance('bob', 'BEE')).toBe(new BigNumber(beeBefore).minus(5).toFixed(8));
  const gained = new BigNumber(await chain.balance('bob', 'GAMER')).minus(gamerBefore);
  expect(gained.gte(minimum)).toBe(true);
});

test('a pool moved past the slippage between quote and confirmation: the contract refuses, its error is shown, nothing is swapped', async ({ page, devnet }) => {
  await devnet.keychain('interactive');
  const swap = new SwapForm(page);
  const hiveBefore = await chain.balance('bob', 'SWAP.HIVE');
  await swap.goto('SWAP.HIVE', 'GAMER');
  await page.getByRole('button', { name: '0.5 %' }).click();
  await swap.pay.fill('1');
  await expect(swap.receive).not.toHaveValue('');
  await swap.submit.click();
  await expect(swap.keychainDialog()).toBeVisible();
  // Meanwhile alice buys GAMER with a tenth of the pool's SWAP.HIVE: its price rises far beyond 0.5 %.
  const [pool] = await chain.find<{ baseQuantity: string }>('marketpools', 'pools', { tokenPair: 'SWAP.HIVE:GAMER' });
  const move = new BigNumber(pool.baseQuantity).div(10).decimalPlaces(8, BigNumber.ROUND_DOWN);
  expect(new BigNumber(await chain.balance('alice', 'SWAP.HIVE')).gte(move)).toBe(true);
  await chain.broadcast('alice', {
    contractName: 'marketpools',
    contractAction: 'swapTokens',
    contractPayload: { tokenPair: 'SWAP.HIVE:GAMER', tokenSymbol: 'SWAP.HIVE', tokenAmount: move.toFixed(8), tradeType: 'exactInput' },
  });
  await expect.poll(async () => (await chain.find<{ baseQuantity: string }>('marketpools', 'pools', { tokenPair: 'SWAP.HIVE:GAMER' }))[0].baseQuantity).not.toBe(pool.baseQuantity);
  await swap.keychainDialog().getByRole('button', { name: 'Approve' }).click();
  await expect(swap.problem).toHaveText('exceeded max slippage for swap');
  await expect(swap.pay).toHaveValue('1');
  expect(await chain.balance('bob', 'SWAP.HIVE')).toBe(hiveBefore);
});

test('more than the balance, or more decimals than the token has, is refused by the field and nothing is sent', async ({ page }) => {
  const swap = new SwapForm(page);
  const hiveBefore = await chain.balance('bob', 'SWAP.HIVE');
  await swap.goto('SWAP.HIVE', 'BEE');
  await swap.pay.fill(new BigNumber(hiveBefore).plus(1).toFixed());
  await expect(page.getByText('Amount exceeds your available balance')).toBeVisible();
  await expect(swap.submit).toBeDisabled();
  await swap.pay.fill('1.123456789');
  await expect(page.getByText('At most 8 decimals allowed')).toBeVisible();
  await expect(swap.submit).toBeDisabled();
  expect(await chain.balance('bob', 'SWAP.HIVE')).toBe(hiveBefore);
});

test('two tokens no pool links say so, and an empty pool says it has no liquidity', async ({ page }) => {
  const swap = new SwapForm(page);
  await swap.goto('SWAP.USDC', 'BEE');
  await swap.pay.fill('1');
  await expect(swap.status).toHaveText('No liquidity pool found between SWAP.USDC and BEE.');
  await expect(swap.submit).toBeDisabled();
  await swap.goto('SWAP.HIVE', 'PIXEL');
  await swap.pay.fill('1');
  await expect(swap.status).toHaveText('The SWAP.HIVE/PIXEL pool has no liquidity yet.');
});

test('a Keychain cancel is shown, the amount kept and nothing swapped', async ({ page, devnet }) => {
  await devnet.keychain('cancel');
  const swap = new SwapForm(page);
  const hiveBefore = await chain.balance('bob', 'SWAP.HIVE');
  await swap.goto('SWAP.HIVE', 'BEE');
  await swap.pay.fill('3');
  await swap.submit.click();
  await expect(swap.problem).toHaveText('Transaction cancelled');
  await expect(swap.pay).toHaveValue('3');
  expect(await chain.balance('bob', 'SWAP.HIVE')).toBe(hiveBefore);
});

test('the tokens are picked from those with a pool, and the pair is kept in the address', async ({ page }) => {
  const swap = new SwapForm(page);
  await swap.goto('SWAP.HIVE', 'BEE');
  await page.getByRole('button', { name: /^You receive: BEE/ }).click();
  const picker = page.getByRole('dialog', { name: 'Swap to' });
  await picker.getByLabel('Search tokens').fill('GAMER');
  await picker.getByRole('button', { name: /GAMER/ }).first().click();
  await expect(page).toHaveURL(/from=SWAP.HIVE&to=GAMER/);
  await page.getByRole('button', { name: 'Switch the tokens' }).click();
  await expect(page).toHaveURL(/from=GAMER&to=SWAP.HIVE/);
});

test('the form takes an amount while the pools are still being read, and quotes it once they arrive', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${DEVNET_URL}/sidechain/*/contracts`, async (route) => {
    if (route.request().postData()?.includes('"pools"')) await held;
    await route.continue();
  });
  const swap = new SwapForm(page);
  await swap.goto('SWAP.HIVE', 'BEE');
  await expect(swap.status).toHaveText('Reading the liquidity pools…');
  await swap.pay.fill('10');
  await expect(swap.submit).toBeDisabled();
  release();
  await expect(swap.receive).not.toHaveValue('');
  await expect(swap.submit).toBeEnabled();
  await expect(swap.pay).toHaveValue('10');
});
