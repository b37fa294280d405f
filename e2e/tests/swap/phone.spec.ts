import { expect, test } from '../../fixtures';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe';
import { SwapPage } from '../../pages/swap';

test.use({ viewport: { width: 375, height: 800 } });

const VIEWS = [
  { path: '/swap?from=SWAP.HIVE&to=BEE', heading: 'Swap' },
  { path: '/swap?action=remove&pair=BEE:HONEY', heading: 'Remove liquidity' },
  { path: '/swap?action=create', heading: 'Create a pool' },
  { path: '/pools', heading: 'Liquidity pools' },
  { path: '/pools/positions', heading: 'Your liquidity positions' },
  { path: '/pools/transactions', heading: 'Your pool transactions' },
];

for (const { path, heading } of VIEWS) {
  test(`${path} fits a 375 px screen with nothing cut off`, async ({ page, logIn }) => {
    await logIn('bob');
    const swap = new SwapPage(page);
    await swap.open(path, heading);
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (path.startsWith('/swap')) {
      // The tab list clips what does not fit, so the last tab must end inside it.
      const list = await page.getByRole('tablist').boundingBox();
      const lastTab = await page.getByRole('tab', { name: 'Create', exact: true }).boundingBox();
      expect((lastTab?.x ?? 0) + (lastTab?.width ?? Infinity)).toBeLessThanOrEqual((list?.x ?? 0) + (list?.width ?? 0) + 0.5);
    }
    await expectNoSeriousA11yViolations(page);
  });
}
