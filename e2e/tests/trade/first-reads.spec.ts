import { expect, test } from '../../fixtures';
import { TradePage } from '../../pages/trade';

/** When the market's heading was first shown (Element Timing), in the page's clock. */
const headingShownAt = (page: TradePage['page']) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        new PerformanceObserver((list) => {
          const heading = list.getEntries().find((entry) => (entry as PerformanceEntry & { identifier: string }).identifier === 'market-heading');
          if (heading) resolve((heading as PerformanceEntry & { renderTime: number }).renderTime || heading.startTime);
        }).observe({ type: 'element', buffered: true }),
      ),
  );

test("the market's reads go out once its heading is on screen: before, the page only asks whether the token exists", async ({ page }) => {
  const trade = new TradePage(page);
  await trade.goto();
  await expect(trade.book('buy').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trade history' }).getByRole('row').nth(1)).toBeVisible();

  const shownAt = await headingShownAt(page);
  const nodeReads = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('/contracts'))
      .map((entry) => entry.startTime),
  );
  // The tradable-token guard's lookup (asked by the boot script) is the only one before.
  expect(nodeReads.filter((startedAt) => startedAt < shownAt)).toHaveLength(1);
  // Then the metrics, the trade history, the token's definition and both books.
  expect(nodeReads.filter((startedAt) => startedAt >= shownAt).length).toBeGreaterThanOrEqual(5);
});
