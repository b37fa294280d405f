import BigNumber from 'bignumber.js';
import { expect, test } from '../../fixtures';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe';
import { balanceOf } from '../../pages/wallet';
import { pools, SwapPage } from '../../pages/swap';

const PAIR = 'SWAP.HIVE:BEE';
const big = (value: BigNumber.Value) => new BigNumber(value);

test.beforeEach(async ({ logIn }) => {
  await logIn('bob');
});

test('adding liquidity keeps the pool ratio, takes both tokens and grows the position', async ({ page }) => {
  const swap = new SwapPage(page);
  const pool = await pools.pool(PAIR);
  const shares = await pools.shares('bob', PAIR);
  const before = { hive: (await balanceOf('bob', 'SWAP.HIVE')).balance, bee: (await balanceOf('bob', 'BEE')).balance };
  await swap.openLiquidity('add', PAIR);
  await swap.amount('SWAP.HIVE').fill('10');
  const quote = big(10).times(pool!.quoteQuantity).div(pool!.baseQuantity).decimalPlaces(8, BigNumber.ROUND_HALF_UP);
  await expect(swap.amount('BEE')).toHaveValue(quote.toFixed());
  await expect(swap.figure('Pool shares you receive')).not.toBeEmpty();
  await expectNoSeriousA11yViolations(page);
  await swap.submit('Add liquidity').click();
  await expect(swap.message(`Liquidity added: 10.00000000 SWAP.HIVE and ${quote.toFixed(8)} BEE.`)).toBeVisible();

  const after = await pools.pool(PAIR);
  expect(big(after!.baseQuantity).minus(pool!.baseQuantity).toFixed()).toBe('10');
  expect(big(after!.quoteQuantity).minus(pool!.quoteQuantity).toFixed()).toBe(quote.toFixed());
  expect(big(after!.quoteQuantity).div(after!.baseQuantity).toFixed(6)).toBe(big(pool!.quoteQuantity).div(pool!.baseQuantity).toFixed(6));
  expect(big(await pools.shares('bob', PAIR)).gt(shares)).toBe(true);
  expect(big((await balanceOf('bob', 'SWAP.HIVE')).balance).toFixed()).toBe(big(before.hive).minus(10).toFixed());
  expect(big((await balanceOf('bob', 'BEE')).balance).toFixed()).toBe(big(before.bee).minus(quote).toFixed());
  await expect(swap.figure('Your pool shares')).toHaveText(big(await pools.shares('bob', PAIR)).decimalPlaces(8, BigNumber.ROUND_DOWN).toFormat(8));
});

test('bad input shows the rule beside the field and sends nothing', async ({ page }) => {
  const swap = new SwapPage(page);
  const pool = await pools.pool(PAIR);
  await swap.openLiquidity('add', PAIR);
  await swap.amount('SWAP.HIVE').fill('1.123456789');
  await expect(swap.amount('SWAP.HIVE')).toHaveAccessibleDescription('At most 8 decimals allowed');
  await swap.submit('Add liquidity').click();
  await swap.amount('SWAP.HIVE').fill('1');
  await page.getByRole('button', { name: 'Advanced' }).click();
  await page.getByRole('textbox', { name: 'Max price impact (%)' }).fill('0');
  await expect(page.getByRole('textbox', { name: 'Max price impact (%)' })).toHaveAccessibleDescription('Enter a percentage greater than 0, with at most 3 decimals');
  await swap.submit('Add liquidity').click();
  await expect(swap.message('Liquidity added')).toHaveCount(0);
  expect(await pools.pool(PAIR)).toEqual(pool);
});

test('an amount beyond the balance is refused beside its field and nothing is sent', async ({ page }) => {
  const swap = new SwapPage(page);
  const pool = await pools.pool(PAIR);
  const hive = (await balanceOf('bob', 'SWAP.HIVE')).balance;
  await swap.openLiquidity('add', PAIR);
  await swap.amount('SWAP.HIVE').fill(big(hive).plus(1).toFixed());
  await expect(swap.amount('SWAP.HIVE')).toHaveAccessibleDescription('Amount exceeds your available balance');
  await swap.submit('Add liquidity').click();
  await page.waitForTimeout(500);
  expect(await pools.pool(PAIR)).toEqual(pool);
});

test('cancelling in Keychain keeps the amounts and changes nothing', async ({ page, devnet }) => {
  const swap = new SwapPage(page);
  const pool = await pools.pool(PAIR);
  await devnet.keychain('cancel');
  await swap.openLiquidity('add', PAIR);
  await swap.amount('BEE').fill('40');
  await swap.submit('Add liquidity').click();
  await expect(swap.message('Transaction cancelled')).toBeVisible();
  await expect(swap.amount('BEE')).toHaveValue('40');
  expect(await pools.pool(PAIR)).toEqual(pool);
});

test('the first provider of an empty pool sets its price, checked against the order book', async ({ page }) => {
  const swap = new SwapPage(page);
  await swap.openLiquidity('add', 'SWAP.HIVE:PIXEL');
  await expect(page.getByRole('note')).toContainText("You set this pool's price");
  await swap.amount('SWAP.HIVE').fill('10');
  await swap.amount('PIXEL').fill('20');
  await expect(swap.message(/is more than 1 % away from the order book's/)).toBeVisible();
  await swap.submit('Add liquidity').click();
  expect((await pools.pool('SWAP.HIVE:PIXEL'))!.baseQuantity).toBe(0);

  // PIXEL (2 decimals) last traded at 0.9 SWAP.HIVE: 1.11111111 PIXEL per SWAP.HIVE
  await swap.amount('PIXEL').fill('11.11');
  await expect(swap.figure('Price you set')).toHaveText('1.11100000 PIXEL per SWAP.HIVE');
  await swap.submit('Add liquidity').click();
  await expect(swap.message('Liquidity added: 10.00000000 SWAP.HIVE and 11.11 PIXEL.')).toBeVisible();
  expect(await pools.pool('SWAP.HIVE:PIXEL')).toMatchObject({ baseQuantity: '10.00000000', quoteQuantity: '11.11000000' });
});

test('the form fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const swap = new SwapPage(page);
  await swap.openLiquidity('add', PAIR);
  await swap.amount('SWAP.HIVE').fill('1');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
});
