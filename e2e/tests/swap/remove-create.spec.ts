import BigNumber from 'bignumber.js';
import { expect, test } from '../../fixtures';
import { balanceOf } from '../../pages/wallet';
import { pools, SwapPage } from '../../pages/swap';

const big = (value: BigNumber.Value) => new BigNumber(value);

test.beforeEach(async ({ logIn }) => {
  await logIn('bob');
});

test('removing a part of a position pays out the previewed amounts', async ({ page }) => {
  const swap = new SwapPage(page);
  const pair = 'BEE:HONEY';
  const shares = await pools.shares('bob', pair);
  const before = { bee: (await balanceOf('bob', 'BEE')).balance, honey: (await balanceOf('bob', 'HONEY')).balance };
  await swap.openLiquidity('remove', pair);
  await swap.preset(25).click();
  const preview = (await swap.figure('You receive').textContent()) ?? '';
  const [, bee, honey] = /^([\d,.]+) BEE and ([\d,.]+) HONEY$/.exec(preview) ?? [];
  await swap.submit('Remove liquidity').click();
  await expect(swap.message(`Liquidity removed: ${preview}.`)).toBeVisible();

  const plain = (text: string) => text.replace(/,/g, '');
  expect(big((await balanceOf('bob', 'BEE')).balance).minus(before.bee).toFixed()).toBe(big(plain(bee)).toFixed());
  expect(big((await balanceOf('bob', 'HONEY')).balance).minus(before.honey).toFixed()).toBe(big(plain(honey)).toFixed());
  expect(big(await pools.shares('bob', pair)).toFixed()).toBe(big(shares).times(0.75).toFixed());
});

test('a percentage outside (0, 100] is refused beside the field and nothing is sent', async ({ page }) => {
  const swap = new SwapPage(page);
  const pair = 'BEE:HONEY';
  const shares = await pools.shares('bob', pair);
  await swap.openLiquidity('remove', pair);
  await swap.percent.fill('100.5');
  await expect(swap.percent).toHaveAccessibleDescription('Enter a percentage greater than 0 and at most 100, with at most 3 decimals');
  await swap.submit('Remove liquidity').click();
  await page.waitForTimeout(500);
  expect(await pools.shares('bob', pair)).toBe(shares);
});

test('creating a pool burns the fee, and the new pool takes its first liquidity', async ({ page }) => {
  const swap = new SwapPage(page);
  const fee = '1000';
  const before = { bob: (await balanceOf('bob', 'BEE')).balance, burnt: (await balanceOf('null', 'BEE')).balance };
  await swap.openLiquidity('create');
  await expect(page.getByText(`Pool creation costs 1,000.00000000 BEE.`)).toBeVisible();
  await page.getByRole('button', { name: 'Base token: choose a token' }).click();
  await page.getByRole('dialog').getByLabel('Search tokens').fill('BEE');
  await page.getByRole('dialog').getByRole('button', { name: /^BEE\b/ }).first().click();
  await page.getByRole('button', { name: 'Quote token: choose a token' }).click();
  await page.getByRole('dialog').getByLabel('Search tokens').fill('PIXEL');
  await page.getByRole('dialog').getByRole('button', { name: /^PIXEL\b/ }).first().click();
  await swap.submit('Create pool').click();
  await expect(swap.message('The pool BEE:PIXEL exists now')).toBeVisible();

  expect(await pools.pool('BEE:PIXEL')).toMatchObject({ tokenPair: 'BEE:PIXEL', baseQuantity: 0, quoteQuantity: 0, totalShares: 0 });
  expect(big((await balanceOf('bob', 'BEE')).balance).toFixed()).toBe(big(before.bob).minus(fee).toFixed());
  expect(big((await balanceOf('null', 'BEE')).balance).toFixed()).toBe(big(before.burnt).plus(fee).toFixed());

  await page.getByRole('link', { name: 'Add liquidity' }).click();
  await expect(swap.heading('Add liquidity')).toBeVisible();
  await expect(page.getByRole('note')).toContainText("You set this pool's price");
  await expect(swap.amount('PIXEL')).toBeVisible();
});

test('a pair that already has a pool is refused beside the picker and nothing is sent', async ({ page }) => {
  const swap = new SwapPage(page);
  const bee = (await balanceOf('bob', 'BEE')).balance;
  await swap.openLiquidity('create', 'HONEY:BEE');
  await expect(page.getByText('A pool of these tokens already exists: BEE:HONEY.')).toBeVisible();
  await swap.submit('Create pool').click();
  await page.waitForTimeout(500);
  expect((await balanceOf('bob', 'BEE')).balance).toBe(bee);
});
