import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { patchRuntimeConfig } from '../../fixtures/runtime-config';
import { BridgePages } from '../../pages/bridge';
import { Shell } from '../../pages/shell';
import { SwapPage } from '../../pages/swap';
import { TradePage } from '../../pages/trade';

/** The timeout these tests configure for the service under test. */
const TIMEOUT_MS = 3_000;
/** The hanging service answers long after any timeout. */
const SLOW_MS = 60_000;
/**
 * The longest the page may take to say so: the timeout plus the page's own work. Below every
 * default timeout (10 s for the bridge, 15 s for the others), so only the configured one passes.
 */
const BOUND_MS = TIMEOUT_MS + 5_500;

/** Waits for `message`, then checks it came within the bound counted from `since`. */
async function expectWithinBound(page: Page, message: string, since: number): Promise<void> {
  await expect(page.getByText(message)).toBeVisible({ timeout: BOUND_MS });
  expect(Date.now() - since).toBeLessThan(BOUND_MS);
}

test('a main API that hangs ends a login with a message naming it, and the site keeps working', async ({ page, devnet }) => {
  await patchRuntimeConfig(page, { serviceTimeoutsMs: { main: TIMEOUT_MS } });
  const swap = new SwapPage(page);
  await swap.open('/swap', 'Swap');
  await devnet.fault('api', 0, 'slow', SLOW_MS);
  const shell = new Shell(page);
  await shell.openLogin();
  await shell.logInWithModal('alice');
  await expectWithinBound(page, `The main API did not answer in ${TIMEOUT_MS / 1000} s`, Date.now());
  // The dialog stays, as typed, to try again; closed, the visitor is still signed out.
  await expect(shell.usernameField).toHaveValue('alice');
  await page.keyboard.press('Escape');
  await expect(shell.loginDialog).toBeHidden();
  await expect(shell.loginButton).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Trade', exact: true }).click();
  const trade = new TradePage(page);
  await expect(page.getByRole('heading', { name: 'BEE / SWAP.HIVE' })).toBeVisible();
  await expect(trade.book('sell').getByRole('row').nth(1)).toBeVisible();
});

test('an info service that hangs leaves the market page with its chart message, and the rest of the market works', async ({ page, devnet }) => {
  await patchRuntimeConfig(page, { serviceTimeoutsMs: { info: TIMEOUT_MS } });
  await devnet.fault('info', 0, 'slow', SLOW_MS);
  const trade = new TradePage(page);
  const asked = Date.now();
  await trade.goto();
  await expectWithinBound(page, 'The price chart could not be loaded.', asked);
  await expect(trade.book('sell').getByRole('row').nth(1)).toBeVisible();
  await expect(trade.book('buy').getByRole('row').nth(1)).toBeVisible();
});

test('a history service that hangs leaves the pool transactions with their message, and the pools still list', async ({ page, devnet, logIn }) => {
  await patchRuntimeConfig(page, { serviceTimeoutsMs: { history: TIMEOUT_MS } });
  await logIn('alice');
  await devnet.fault('history', 0, 'slow', SLOW_MS);
  const swap = new SwapPage(page);
  const asked = Date.now();
  await swap.open('/pools/transactions', 'Your pool transactions');
  await expectWithinBound(page, 'The history service did not answer. Try again in a moment.', asked);

  await swap.open('/pools', 'Liquidity pools');
  await expect(swap.bodyRows(swap.table('Liquidity pools')).first()).toBeVisible();
});

test('a bridge service that hangs leaves the transfers page with its message, and the rest of the site works', async ({ page, devnet }) => {
  await patchRuntimeConfig(page, { serviceTimeoutsMs: { bridge: TIMEOUT_MS } });
  await devnet.fault('bridge', 0, 'slow', SLOW_MS);
  const bridge = new BridgePages(page);
  const asked = Date.now();
  await bridge.openTransfers();
  await expectWithinBound(page, 'The bridge service did not answer, so transfers cannot be shown right now.', asked);

  await page.getByRole('banner').getByRole('link', { name: 'Swap', exact: true }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Swap' })).toBeVisible();
});
