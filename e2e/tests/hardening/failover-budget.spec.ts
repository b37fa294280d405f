import { expect, test } from '../../fixtures';

const NODES = 9;
const PER_NODE_TIMEOUT_MS = 5_000;
const FAILOVER_BUDGET_MS = 20_000;

test('when every sidechain node hangs, the wallet gives up within the failover budget, not after every node timed out', async ({ page, devnet, logIn }) => {
  for (let node = 0; node < NODES; node += 1) await devnet.fault('sidechain', node, 'slow', 120_000);
  await logIn('alice');
  await page.goto('/wallet');
  await expect(page.getByRole('heading', { name: 'Wallet of alice' })).toBeVisible();
  const asked = Date.now();
  // Nine nodes one after the other would take 45 s; the budget ends the read after 20 s.
  await expect(page.getByRole('alert').filter({ hasText: 'Balances could not be loaded from the sidechain nodes.' })).toBeVisible({
    timeout: FAILOVER_BUDGET_MS + 8_000,
  });
  expect(Date.now() - asked).toBeLessThan(NODES * PER_NODE_TIMEOUT_MS - 10_000);
});
