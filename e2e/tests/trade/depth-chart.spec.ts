import BigNumber from 'bignumber.js';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { levelPrice, shownLabels, TradePage, type Side } from '../../pages/trade';

const depthChart = (page: Page) => page.getByRole('img', { name: /^Market depth from / });
const priceLabels = (page: Page) => depthChart(page).getByText(/^\d+\.\d{8}$/);

/** The best price of one side, as its book shows it. */
const bestPrice = (trade: TradePage, side: Side) => levelPrice(trade.levelPrices(side).first());

async function openDepth(page: Page): Promise<TradePage> {
  const trade = new TradePage(page);
  await trade.goto();
  await expect(trade.levelPrices('sell').first()).toBeVisible();
  await page.getByRole('button', { name: 'Depth' }).click();
  await expect(depthChart(page)).toBeVisible();
  return trade;
}

test('the depth chart labels its price range, the middle of the spread, and the depth up its side', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const trade = await openDepth(page);
  const middle = new BigNumber(await bestPrice(trade, 'buy')).plus(await bestPrice(trade, 'sell')).div(2).toFixed(8);
  await expect(priceLabels(page).filter({ visible: true })).toHaveCount(3);
  await expect(depthChart(page).getByText(middle, { exact: true })).toBeVisible();
  const totals = depthChart(page).getByText(/^[\d,]+\.\d{2}$/);
  await expect(totals).toHaveCount(2);
  const [deepest, half] = (await totals.allInnerTexts()).map((text) => new BigNumber(text.replace(/,/g, '')));
  expect(deepest.div(2).minus(half).abs().lte('0.01')).toBe(true);
});

test('a pointer over the depth chart reads the depth at its price, bids left of the spread and asks right of it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openDepth(page);
  const plot = (await depthChart(page).locator('svg').boundingBox())!;
  // Near the plot's top: the announcement toasts sit at the bottom of the screen.
  await page.mouse.move(plot.x + plot.width * 0.02, plot.y + 10);
  await expect(depthChart(page).getByText(/^Bids at or above \d+\.\d{8}: [\d,]+\.\d{2} HIVE$/)).toBeVisible();
  await page.mouse.move(plot.x + plot.width * 0.98, plot.y + 10);
  await expect(depthChart(page).getByText(/^Asks at or below \d+\.\d{8}: [\d,]+\.\d{2} HIVE$/)).toBeVisible();
  await page.mouse.move(plot.x - 40, plot.y - 40);
  await expect(depthChart(page).getByText(/^(Bids|Asks) at or /)).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the depth chart's prices do not overlap: the lowest and highest stay", async ({ page }) => {
    await openDepth(page);
    await expect(priceLabels(page)).toHaveCount(3);
    const shown = await shownLabels(priceLabels(page));
    expect(shown).toHaveLength(2);
    expect(shown[0].right).toBeLessThan(shown[1].left);
    const [lowest, highest] = shown.map((label) => new BigNumber(label.text));
    expect(lowest.lt(highest)).toBe(true);
  });
});
