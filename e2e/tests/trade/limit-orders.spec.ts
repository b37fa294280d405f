import BigNumber from 'bignumber.js';
import { expect, test } from '../../fixtures';
import { chain, TradePage } from '../../pages/trade';
import { Shell } from '../../pages/shell';

test('a limit buy rests in the book and in open orders; a crossing sell by another account fills it', async ({ page, logIn }) => {
  const { highestBid, lowestAsk } = await chain.metric('BEE');
  const price = new BigNumber(highestBid).plus('0.00000001').toFixed(8);
  expect(new BigNumber(price).lt(lowestAsk)).toBe(true);
  const bobBee = await chain.balance('bob', 'BEE');
  const carolHive = await chain.balance('carol', 'SWAP.HIVE');

  await logIn('bob');
  const trade = new TradePage(page);
  await trade.goto();
  await trade.placeLimit('buy', price, '10');
  await expect(new Shell(page).toast('Transaction confirmed')).toBeVisible();
  await expect(trade.price('buy')).toHaveValue('');

  const [order] = await chain.orders('buy', { account: 'bob', symbol: 'BEE', price });
  expect(order.quantity).toBe('10.00000000');
  await expect(trade.openOrders.getByRole('row').filter({ hasText: price })).toBeVisible();
  await expect(trade.book('buy').getByRole('row').nth(1)).toContainText(price);

  await page.context().clearCookies();
  await logIn('carol');
  await trade.goto();
  await trade.placeLimit('sell', price, '10');
  await expect(new Shell(page).toast('Transaction confirmed')).toBeVisible();

  expect(await chain.orders('buy', { account: 'bob', symbol: 'BEE', price })).toHaveLength(0);
  const [latest] = await chain.find<{ buyer: string; seller: string; quantity: string; timestamp: number }>('market', 'tradesHistory', {
    symbol: 'BEE',
    buyer: 'bob',
    seller: 'carol',
  });
  expect(latest.quantity).toBe('10.00000000');
  const tradeRow = trade.tradeHistory.getByRole('row').filter({ hasText: 'carol' }).filter({ hasText: 'bob' }).first();
  await expect(tradeRow).toBeVisible();
  // The date column reads `YYYY-MM-DD HH:mm` in the reader's time zone (the browser's, here the host's).
  const placed = new Date(latest.timestamp * 1000);
  const two = (value: number) => String(value).padStart(2, '0');
  await expect(tradeRow).toContainText(
    `${placed.getFullYear()}-${two(placed.getMonth() + 1)}-${two(placed.getDate())} ${two(placed.getHours())}:${two(placed.getMinutes())}`,
  );
  expect(await chain.balance('bob', 'BEE')).toBe(new BigNumber(bobBee).plus(10).toFixed(8));
  expect(new BigNumber(await chain.balance('carol', 'SWAP.HIVE')).minus(carolHive).toFixed(8)).toBe(new BigNumber(price).times(10).toFixed(8, BigNumber.ROUND_DOWN));
});

test('clicking a price in the book fills the forms', async ({ page, logIn }) => {
  await logIn('bob');
  const trade = new TradePage(page);
  await trade.goto();
  const { lowestAsk } = await chain.metric('BEE');
  await trade.book('sell').getByRole('button', { name: `Use price ${lowestAsk}` }).click();
  await expect(trade.price('buy')).toHaveValue(lowestAsk);
  await expect(trade.price('sell')).toHaveValue(lowestAsk);
  await expect(trade.quantity('buy')).not.toHaveValue('');
});

test('selected open orders are cancelled together', async ({ page, logIn }) => {
  const before = [...(await chain.orders('buy', { account: 'bob', symbol: 'BEE' })), ...(await chain.orders('sell', { account: 'bob', symbol: 'BEE' }))];
  expect(before.length).toBeGreaterThanOrEqual(2);

  await logIn('bob');
  const trade = new TradePage(page);
  await trade.goto();
  const checkboxes = trade.openOrders.getByRole('checkbox');
  await expect(checkboxes).toHaveCount(before.length);
  await checkboxes.nth(0).check();
  await checkboxes.nth(1).check();
  await page.getByRole('button', { name: 'Cancel selected (2)' }).click();
  await expect(new Shell(page).toast('Transaction confirmed')).toBeVisible();
  await expect(checkboxes).toHaveCount(before.length - 2);
  const after = [...(await chain.orders('buy', { account: 'bob', symbol: 'BEE' })), ...(await chain.orders('sell', { account: 'bob', symbol: 'BEE' }))];
  expect(after).toHaveLength(before.length - 2);
});
