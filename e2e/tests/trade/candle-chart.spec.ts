import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { shownLabels, TradePage } from '../../pages/trade';

/** The charting library's attribution link, kept in its minified code. */
const CHART_LIBRARY_MARKER = 'tradingview.com';

/** Whether a script holding the charting library has been loaded so far. */
function watchChartLibrary(page: Page): () => Promise<boolean> {
  const sources: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') sources.push(response.text().catch(() => ''));
  });
  return async () => (await Promise.all(sources)).some((source) => source.includes(CHART_LIBRARY_MARKER));
}

const candles = (page: Page) => page.getByRole('img', { name: /^Price candles, \d+ periods$/ });

test('the candles first show as a still chart, with its prices and dates, without the charting library', async ({ page }) => {
  const libraryLoaded = watchChartLibrary(page);
  const trade = new TradePage(page);
  await trade.goto();
  await expect(candles(page)).toBeVisible();
  await expect(candles(page).locator('svg g')).not.toHaveCount(0);
  await expect(candles(page).getByText(/^\d+\.\d{8}$/)).toHaveCount(2);
  await expect(candles(page).getByText(/^\d{4}-\d{2}-\d{2}$/).first()).toBeVisible();
  // The page has settled: the history is in and the page's idle work has run.
  await expect(page.getByRole('table', { name: 'Trade history' }).getByRole('row').nth(1)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await libraryLoaded()).toBe(false);
  await expect(page.locator('canvas')).toHaveCount(0);
});

test('a pointer over the chart brings the interactive chart in its place, which stays for the other interval', async ({ page }) => {
  const trade = new TradePage(page);
  await trade.goto();
  await candles(page).hover();
  await expect(candles(page).locator('canvas').first()).toBeVisible();
  await expect(candles(page)).toHaveCount(1);
  // The still chart's price labels are gone: the library draws its own on canvas.
  await expect(page.getByRole('region', { name: 'Chart' }).getByText(/^\d+\.\d{8}$/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Hourly' }).click();
  await expect(candles(page).locator('canvas').first()).toBeVisible();
  await expect(candles(page).getByText(/^\d{2}-\d{2} \d{2}:\d{2}$/)).toHaveCount(0);
});

const dateLabels = (page: Page) => candles(page).getByText(/^\d{4}-\d{2}-\d{2}$/);

test('on a wide screen the still chart shows the first, middle and last dates', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await new TradePage(page).goto();
  await expect(dateLabels(page)).toHaveCount(3);
  await expect(dateLabels(page).filter({ visible: true })).toHaveCount(3);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the still chart's dates do not overlap: the middle one gives way, the newest stays", async ({ page }) => {
    await new TradePage(page).goto();
    await expect(dateLabels(page)).toHaveCount(3);
    await expect(dateLabels(page).filter({ visible: true })).toHaveCount(2);
    const [first, last] = await shownLabels(dateLabels(page));
    expect(first.right).toBeLessThan(last.left);
    const chart = await candles(page).boundingBox();
    expect(first.left).toBeGreaterThanOrEqual(chart?.x ?? 0);
    await expect(dateLabels(page).last()).toBeVisible();
  });
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a tap on the still chart brings the interactive one', async ({ page }) => {
    const trade = new TradePage(page);
    await trade.goto();
    await candles(page).tap();
    await expect(candles(page).locator('canvas').first()).toBeVisible();
  });
});
