import { expect, test } from '../../fixtures';
import { chain, WalletFlows } from '../../pages/wallet-flows';
import { expectPinnedAtRightEdge } from '../../pages/pinned-column';

test.use({ viewport: { width: 375, height: 740 } });

test.beforeEach(async ({ logIn, page }) => {
  await logIn('bob');
  await new WalletFlows(page).skipAnnouncements();
});

const pageOverflow = (flows: WalletFlows) => flows.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the wallet pages fit a 375 px screen', async ({ page }) => {
  const flows = new WalletFlows(page);
  for (const [url, table] of [
    ['/wallet/open-orders', 'Open orders'],
    ['/wallet/pending-withdrawals', 'Pending withdrawals'],
    ['/wallet/conversion-history', 'Deposits'],
    ['/history/BEE', 'BEE history'],
  ]) {
    await page.goto(url);
    await expect(flows.table(table)).toBeVisible();
    expect(await pageOverflow(flows), url).toBeLessThanOrEqual(0);
  }
});

test('on a phone each open order’s Cancel stays at the table’s right edge while the table scrolls sideways', async ({ page }) => {
  await chain.broadcast('bob', { contractName: 'market', contractAction: 'sell', contractPayload: { symbol: 'BEE', quantity: '0.1', price: '97.00000000' } });
  await expect.poll(async () => (await chain.find('market', 'sellBook', { account: 'bob', symbol: 'BEE', price: '97.00000000' })).length).toBe(1);
  await page.goto('/wallet/open-orders');
  const table = new WalletFlows(page).table('Open orders');
  await expectPinnedAtRightEdge(table, table.getByRole('button', { name: /^Cancel Sell BEE order/ }).first());
});
