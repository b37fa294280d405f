import { expect, test } from '../../fixtures';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe';
import { tokensChain } from '../../pages/contracts-tokens';
import { TokenListPage } from '../../pages/contracts-token-list';

test('going offline shows a polite banner saying what still works; back online it goes and the page reads the chain again', async ({ page, context }) => {
  const tokens = new TokenListPage(page);
  await tokens.goto();
  await expect(tokens.table).toBeVisible();
  const offline = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(offline).toHaveCount(0);

  await context.setOffline(true);
  await expect(offline).toBeVisible();
  await expect(offline).toContainText('What is on the page stays readable');
  await expect(tokens.table).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Made while the page cannot see it; the list is a read kept fresh for minutes, so only the reconnection reads it again.
  await tokensChain.create('bob', { symbol: 'OFFLINE', name: 'Made While Offline', precision: 2, maxSupply: '1000' });
  await context.setOffline(false);
  await expect(offline).toHaveCount(0);
  await tokens.search.fill('OFFLINE');
  await expect(tokens.row('OFFLINE')).toContainText('Made While Offline');
});
