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

test('the market’s panels and prices take their colours from the page’s mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const trade = new TradePage(page);
  await trade.goto();
  const bidPrice = trade.book('buy').getByRole('button', { name: /^Use price / }).first();
  await expect(bidPrice).toBeVisible();
  const colorsOf = () =>
    Promise.all([
      page.getByRole('region', { name: 'Trade history' }).locator('xpath=..').evaluate((panel) => getComputedStyle(panel).backgroundColor),
      bidPrice.evaluate((button) => getComputedStyle(button).color),
    ]);
  // Dark: the slate-900 paper and the dark palette's green; light: white paper and the light palette's green.
  await expect.poll(colorsOf).toEqual(['rgb(15, 23, 42)', 'rgb(102, 187, 106)']);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(colorsOf).toEqual(['rgb(255, 255, 255)', 'rgb(46, 125, 50)']);
});
