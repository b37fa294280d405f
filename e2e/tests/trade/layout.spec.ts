import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { expectPinnedAtRightEdge } from '../../pages/pinned-column';
import { levelPrice, TradePage } from '../../pages/trade';

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

/** How far a table runs past the box that scrolls it sideways (0 when every column shows). */
const hiddenWidth = (table: Locator) => table.locator('xpath=..').evaluate((box) => box.scrollWidth - box.clientWidth);

/** The market as alice, who has open orders in it, on a screen of this size. */
async function openAsAlice(page: Page, logIn: (user: string) => Promise<void>, width: number, height: number): Promise<TradePage> {
  await logIn('alice');
  await page.setViewportSize({ width, height });
  const trade = new TradePage(page);
  await trade.goto();
  return trade;
}

test('on a phone each open order’s Cancel stays at the table’s right edge while the table scrolls sideways', async ({ page, logIn }) => {
  const trade = await openAsAlice(page, logIn, 375, 800);
  const cancel = trade.cancelButtons.first();
  await cancel.scrollIntoViewIfNeeded();
  await expectPinnedAtRightEdge(trade.openOrders, cancel);
});

test('on a wide screen every column of the books, the open orders and the history shows, and the forms stay in view beside the books', async ({ page, logIn }) => {
  const trade = await openAsAlice(page, logIn, 1280, 900);
  await expect(trade.cancelButtons.first()).toBeVisible();
  for (const table of [trade.book('buy'), trade.book('sell'), trade.openOrders, trade.tradeHistory]) {
    expect(await hiddenWidth(table)).toBeLessThanOrEqual(0);
  }
  await expect(trade.book('buy').getByRole('columnheader', { name: 'Sum HIVE' })).toBeInViewport();

  // The sell book stands below the buy book here; scrolled to it, the forms are still on screen.
  const askPrice = trade.levelPrices('sell').nth(5);
  await askPrice.scrollIntoViewIfNeeded();
  await askPrice.click();
  await expect(trade.price('buy')).toBeInViewport();
  await expect(trade.price('buy')).toHaveValue(await levelPrice(askPrice));
});

test('where the books’ panel is wide enough the two sides stand side by side, each with all its columns', async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 900 });
  const trade = new TradePage(page);
  await trade.goto();
  await expect(trade.book('sell').getByRole('row').nth(1)).toBeVisible();
  const [buy, sell] = await Promise.all([trade.book('buy').boundingBox(), trade.book('sell').boundingBox()]);
  expect(sell!.y).toBe(buy!.y);
  expect(sell!.x).toBeGreaterThan(buy!.x + buy!.width);
  expect(await hiddenWidth(trade.book('buy'))).toBeLessThanOrEqual(0);
  expect(await hiddenWidth(trade.book('sell'))).toBeLessThanOrEqual(0);
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
  const bidPrice = trade.levelPrices('buy').first();
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
