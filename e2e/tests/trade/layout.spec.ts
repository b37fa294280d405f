import { expect, test } from '../../fixtures';
import { TradePage } from '../../pages/trade';

test('at 375 px the market stacks without widening the page, forms first', async ({ page, logIn }) => {
  await logIn('bob');
  await page.setViewportSize({ width: 375, height: 800 });
  const trade = new TradePage(page);
  await trade.goto();
  await expect(trade.book('buy').getByRole('row').nth(1)).toBeVisible();
  const main = page.getByRole('main');
  const overflow = await main.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const formTop = (await trade.form('buy').boundingBox())?.y ?? Infinity;
  const bookTop = (await trade.book('buy').boundingBox())?.y ?? 0;
  expect(formTop).toBeLessThan(bookTop);
});

test('the chart switches between daily and hourly candles and the depth view', async ({ page }) => {
  const trade = new TradePage(page);
  await trade.goto();
  await expect(page.getByRole('img', { name: /Price candles, \d+ periods/ })).toBeVisible();
  await page.getByRole('button', { name: 'Hourly' }).click();
  await expect(page.getByRole('button', { name: 'Hourly' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('img', { name: /Price candles, \d+ periods/ })).toBeVisible();
  await page.getByRole('button', { name: 'Depth' }).click();
  await expect(page.getByRole('button', { name: 'Depth' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('img', { name: /Market depth from/ })).toBeVisible();
});
