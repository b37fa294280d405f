import { expect, test } from '../../fixtures';
import { TradePage } from '../../pages/trade';

test.beforeEach(async ({ logIn }) => logIn('bob'));

test('empty, malformed and too precise amounts are refused beside their fields, nothing is sent', async ({ page }) => {
  const trade = new TradePage(page);
  await trade.goto();
  await trade.submit('buy').click();
  await expect(trade.form('buy')).toContainText('Enter a price');
  await expect(trade.form('buy')).toContainText('Enter a quantity');

  await trade.price('buy').fill('0.123456789');
  await trade.quantity('buy').fill('1');
  await trade.submit('buy').click();
  await expect(trade.form('buy')).toContainText('At most 8 decimals allowed');
  await expect(trade.confirmDialog).toBeHidden();
});

test('the minimum total and the balances are checked', async ({ page }) => {
  const trade = new TradePage(page);
  await trade.goto();
  await trade.price('buy').fill('0.00000001');
  await trade.quantity('buy').fill('0.5');
  await trade.submit('buy').click();
  await expect(trade.form('buy')).toContainText('The total must be at least 0.00000001 SWAP.HIVE');

  await trade.price('buy').fill('1');
  await trade.quantity('buy').fill('100000000');
  await expect(trade.form('buy')).toContainText(/Not enough SWAP\.HIVE: your balance is [\d.]+/);

  await trade.price('sell').fill('1');
  await trade.quantity('sell').fill('99999999999');
  await trade.submit('sell').click();
  await expect(trade.form('sell')).toContainText(/Not enough BEE: your balance is [\d.]+/);
  await expect(trade.confirmDialog).toBeHidden();
});

test('a token with no decimals takes whole quantities only', async ({ page }) => {
  const trade = new TradePage(page, 'ARCADE');
  await trade.goto();
  await trade.price('sell').fill('0.001');
  await trade.quantity('sell').fill('1.5');
  await trade.submit('sell').click();
  await expect(trade.form('sell')).toContainText('Only whole amounts are allowed');
});
