import { expect, test } from '../../fixtures';
import { chain, WalletFlows } from '../../pages/wallet-flows';

const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/;

test('a token name with a right-to-left override reads as written, and a look-alike loses its hidden joiners', async ({ page }) => {
  await page.goto('/trade/RTLCOIN');
  await expect(page.getByText('Invoice fdp.exe', { exact: true })).toBeVisible();
  await page.goto('/trade/ZWJBEE');
  const name = page.getByText('BEE', { exact: true }).first();
  await expect(name).toBeVisible();
  expect(await page.locator('main').innerText()).not.toMatch(INVISIBLE);
});

test('a memo hiding a right-to-left override is shown without it in the history details', async ({ page, logIn }) => {
  await chain.broadcast('bob', { contractName: 'tokens', contractAction: 'transfer', contractPayload: { symbol: 'BEE', to: 'alice', quantity: '0.001', memo: 'refund \u202Efdp.exe' } });
  await logIn('bob');
  const flows = new WalletFlows(page);
  await page.goto('/history/BEE');
  const table = flows.table('BEE history');
  await flows.rows(table).first().getByRole('button', { name: /^Details of/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer' });
  await expect(dialog).toContainText('refund fdp.exe');
  expect(await dialog.innerText()).not.toMatch(INVISIBLE);
});
