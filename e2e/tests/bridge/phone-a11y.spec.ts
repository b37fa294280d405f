import { expect, test } from '../../fixtures';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe';
import { BridgePages } from '../../pages/bridge';
import { BridgeForm } from '../../pages/bridge-form';

test.use({ viewport: { width: 375, height: 800 } });

async function expectFitsAndAccessible(bridge: BridgePages): Promise<void> {
  const { page } = bridge;
  await page.waitForLoadState('networkidle');
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expectNoSeriousA11yViolations(page);
}

test('/bridge/transfers fits a 375 px screen, its details links in reach, with no serious accessibility violation', async ({ page }) => {
  const bridge = new BridgePages(page);
  await bridge.openTransfers('?status=confirmed');
  const link = bridge.rows(bridge.table('Bridge transfers')).first().getByRole('link');
  await expect(link).toBeInViewport();
  await expectFitsAndAccessible(bridge);
});

test('/bridge/contracts fits a 375 px screen with no serious accessibility violation', async ({ page }) => {
  const bridge = new BridgePages(page);
  await bridge.openContracts();
  await expect(bridge.rows(bridge.table('Bridged tokens')).filter({ hasText: 'SWAP.USDT' })).toBeVisible();
  await expectFitsAndAccessible(bridge);
});

test('/bridge fits a 375 px screen, its problems in view, with no serious accessibility violation', async ({ page, logIn }) => {
  await logIn('bob');
  const form = new BridgeForm(page);
  const bridge = new BridgePages(page);
  await form.open('deposit', 'BTC');
  await expect(form.form.getByRole('button', { name: 'Copy deposit address' })).toBeVisible();
  await expectFitsAndAccessible(bridge);
  await form.open('withdraw');
  await form.requestWithdrawal('SWAP.HIVE', '0.001');
  await expect(form.form.getByText('Minimum withdrawal is 0.002 SWAP.HIVE')).toBeInViewport();
  await expectFitsAndAccessible(bridge);
});

test('/bridge/tx/{id} fits a 375 px screen with no serious accessibility violation', async ({ page, logIn }) => {
  await logIn('bob');
  const bridge = new BridgePages(page);
  await bridge.openTransfer('w-seed05', 'Withdrawal of 40 SWAP.USDC');
  await expect(bridge.summary).toContainText('Failed');
  await expectFitsAndAccessible(bridge);
});
