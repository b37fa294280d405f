import { expect, test } from '../../fixtures';
import { chain, TradePage } from '../../pages/trade';
import { Shell } from '../../pages/shell';
import { followRequests } from '../../fixtures/requests-in-flight';

test('an anonymous visitor sees the market and a Login prompt instead of the forms', async ({ page }) => {
  const trade = new TradePage(page);
  await trade.goto();
  await expect(page.getByText('Log in to buy and sell BEE.')).toBeVisible();
  await expect(trade.form('buy')).toHaveCount(0);
  await expect(trade.book('buy').getByRole('row')).not.toHaveCount(1);
  await expect(page.getByLabel('Last price')).toBeVisible();
});

test('cancelling in Keychain keeps the order as typed', async ({ page, logIn, devnet }) => {
  await logIn('bob');
  await devnet.keychain('cancel');
  const trade = new TradePage(page);
  await trade.goto();
  await trade.placeLimit('buy', '0.1', '3');
  await expect(new Shell(page).toast('Transaction cancelled')).toBeVisible();
  await expect(trade.form('buy').getByRole('status')).toHaveText('Transaction cancelled');
  await expect(trade.price('buy')).toHaveValue('0.1');
  await expect(trade.quantity('buy')).toHaveValue('3');
  expect(await chain.orders('buy', { account: 'bob', symbol: 'BEE', price: '0.10000000' })).toHaveLength(0);
});

test('a contract error from the chain is shown and the page keeps working', async ({ page, logIn }) => {
  const [order] = await chain.orders('sell', { account: 'bob', symbol: 'BEE' });
  await logIn('bob');
  const trade = new TradePage(page);
  await page.clock.install();
  const requests = followRequests(page);
  await trade.goto();
  const row = trade.openOrders.getByRole('row').filter({ has: page.getByRole('button', { name: `Cancel sell order at ${order.price}` }) });
  await expect(row).toBeVisible();
  // The order goes away behind the page's back (its timers paused and its polls in flight answered,
  // so the live updates cannot notice first); cancelling it again is refused by the contract.
  await page.clock.pauseAt(Date.now() + 1000);
  await requests.settled();
  await chain.broadcast('bob', { contractName: 'market', contractAction: 'cancel', contractPayload: { type: 'sell', id: order.txId } });
  await expect.poll(() => chain.orders('sell', { txId: order.txId })).toHaveLength(0);
  await row.getByRole('button', { name: /^Cancel sell order/ }).click();
  await page.clock.resume();
  await expect(page.getByRole('alert').filter({ hasText: 'order does not exist or invalid params' }).first()).toBeVisible();
  await expect(trade.submit('buy')).toBeEnabled();
});

test('a disabled token is not found', async ({ page, devnet }) => {
  await devnet.patchSettings({ disabled_tokens: ['GAMER'] });
  await page.goto('/trade/GAMER');
  await expect(page.getByRole('heading', { name: /Page Not Found/ })).toBeVisible();
});
