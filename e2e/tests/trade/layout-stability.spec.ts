import { E2E_LAUNCH_OPTIONS } from '../../chromium-flags';
import { expect, test } from '../../fixtures';
import { TradePage } from '../../pages/trade';

// Scrollbars as a visitor's browser has them (Playwright hides them by default): a classic one
// appearing as the content arrives narrows the page.
test.use({ launchOptions: { ...E2E_LAUNCH_OPTIONS, ignoreDefaultArgs: ['--hide-scrollbars'] } });

const SCREENS = [
  { name: 'a phone', viewport: { width: 412, height: 823 }, isMobile: true },
  { name: 'a desktop', viewport: { width: 1350, height: 940 }, isMobile: false },
] as const;

for (const { name, viewport, isMobile } of SCREENS) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport, isMobile, hasTouch: isMobile });

    test('the market page loads without moving what it has shown', async ({ page, logIn }) => {
      // Signed in, the page loads the most: the order forms come with MUI after the first paint.
      await logIn('bob');
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const trade = new TradePage(page);
      await trade.goto();
      await expect(trade.book('sell').getByRole('row').nth(1)).toBeVisible();
      await expect(trade.form('buy')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
      expect(shifts).toEqual([]);
    });
  });
}
