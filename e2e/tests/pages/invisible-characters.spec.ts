import type { Locator } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { chain, WalletFlows } from '../../pages/wallet-flows';

const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/;

/** The `unicode-bidi` of the element holding exactly this chain text: `isolate` when nothing after it can be reordered by it. */
function isolation(text: Locator): Promise<string> {
  return text.evaluate((element) => getComputedStyle(element).unicodeBidi);
}

test('a token name with a right-to-left override reads as written in its own isolate, and a look-alike loses its hidden joiners', async ({ page }) => {
  await page.goto('/trade/RTLCOIN');
  const name = page.getByText('Invoice fdp.exe', { exact: true });
  await expect(name).toBeVisible();
  expect(await isolation(name)).toBe('isolate');
  await page.getByRole('button', { name: 'Token info' }).click();
  const info = page.getByRole('dialog', { name: 'RTLCOIN token' });
  await expect(info.getByText('Invoice fdp.exe', { exact: true }).first()).toBeVisible();
  for (const text of await info.getByText('Invoice fdp.exe', { exact: true }).all()) expect(await isolation(text)).toBe('isolate');
  await info.getByRole('button', { name: 'Close' }).click();
  await page.goto('/trade/ZWJBEE');
  await expect(page.getByText('BEE', { exact: true }).first()).toBeVisible();
  expect(await page.locator('main').innerText()).not.toMatch(INVISIBLE);
});

test('a memo hiding a right-to-left override is shown without it, isolated, in the history details', async ({ page, logIn }) => {
  await chain.broadcast('bob', { contractName: 'tokens', contractAction: 'transfer', contractPayload: { symbol: 'BEE', to: 'alice', quantity: '0.001', memo: 'refund \u202Efdp.exe' } });
  await logIn('bob');
  const flows = new WalletFlows(page);
  await page.goto('/history/BEE');
  const table = flows.table('BEE history');
  await flows.rows(table).first().getByRole('button', { name: /^Details of/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer' });
  const memo = dialog.getByText('refund fdp.exe', { exact: true });
  await expect(memo).toBeVisible();
  expect(await isolation(memo)).toBe('isolate');
  expect(await dialog.innerText()).not.toMatch(INVISIBLE);
});
