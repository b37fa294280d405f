import BigNumber from 'bignumber.js';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { balanceOf, WalletPage } from '../../pages/wallet';

const UNKNOWN_OUTCOME = 'The outcome of this transaction could not be confirmed';

/** The theme's error colour (the shell's `--tdx-error`) as the browser computes a text colour. */
function errorColor(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement('span'));
    probe.style.color = 'var(--tdx-error)';
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  });
}

test('a transfer whose transaction comes back without logs is reported as unknown, never as sent', async ({ page, devnet, logIn }) => {
  await logIn('bob');
  const before = (await balanceOf('bob', 'GAMER')).balance;
  const wallet = new WalletPage(page);
  await wallet.goto('bob');
  await devnet.fault('sidechain', 0, 'no-logs');
  const dialog = await wallet.open('GAMER', 'Transfer', 'Transfer GAMER');
  await dialog.getByLabel('Recipient').fill('carol');
  await dialog.getByLabel('Amount (GAMER)').fill('1');
  await dialog.getByRole('button', { name: 'Transfer' }).click();

  await expect(wallet.problem(dialog)).toContainText(`${UNKNOWN_OUTCOME}: the sidechain node did not report its result. Check your wallet and history before you try again.`);
  // In the error colour: the user must check before sending again.
  await expect(wallet.problem(dialog)).toHaveCSS('color', await errorColor(page));
  // The dialog's message and the warning toast; no success toast (found by text: the open dialog hides the rest from roles).
  await expect(page.getByText(UNKNOWN_OUTCOME)).toHaveCount(2);
  await expect(page.getByText('Sent 1 GAMER to carol')).toHaveCount(0);
  await expect(dialog.getByLabel('Amount (GAMER)')).toHaveValue('1');
  // The chain did take it: the site only could not tell.
  expect(new BigNumber((await balanceOf('bob', 'GAMER')).balance).toFixed()).toBe(new BigNumber(before).minus(1).toFixed());
});
