import BigNumber from 'bignumber.js';
import { expect, test } from '../../fixtures';
import { chain, TradePage } from '../../pages/trade';
import { Shell } from '../../pages/shell';

test('a market buy spends the SWAP.HIVE typed and brings in the estimated tokens', async ({ page, logIn }) => {
  const hiveBefore = await chain.balance('bob', 'SWAP.HIVE');
  const beeBefore = await chain.balance('bob', 'BEE');
  await logIn('bob');
  const trade = new TradePage(page);
  await trade.goto();
  await trade.orderKind('buy', 'Market').click();
  await trade.total('buy').fill('1');
  await expect(trade.form('buy').getByText(/Estimated: [\d.,]+ BEE at an average/)).toBeVisible();
  await trade.submit('buy').click();
  await expect(trade.confirmDialog).toContainText('market.marketBuy {"symbol":"BEE","quantity":"1"}');
  await trade.confirmDialog.getByRole('button', { name: 'Send to Keychain' }).click();
  await expect(new Shell(page).toast('Transaction confirmed')).toBeVisible();

  expect(new BigNumber(hiveBefore).minus(await chain.balance('bob', 'SWAP.HIVE')).toFixed(8)).toBe('1.00000000');
  expect(new BigNumber(await chain.balance('bob', 'BEE')).gt(beeBefore)).toBe(true);
});

test('market orders are off for a token with 3 decimals', async ({ page, logIn }) => {
  await logIn('bob');
  const trade = new TradePage(page, 'HONEY');
  await trade.goto();
  await expect(trade.orderKind('buy', 'Market')).toBeDisabled();
  await expect(trade.form('buy')).toContainText('Market orders are off for tokens with 3 or fewer decimals.');
});
