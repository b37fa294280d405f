import { expect, test } from '../../fixtures';
import { chain, TradePage } from '../../pages/trade';

/** Distinct prices of a side on the chain: the book shows one row per price (plus its header row). */
async function chainLevels(side: 'buy' | 'sell'): Promise<number> {
  const orders = await chain.orders(side, { symbol: 'BEE' });
  return new Set(orders.map((order) => Number(order.price))).size;
}

test('the book shows the first 200 orders a side and reads the rest when scrolled to its end', async ({ page }) => {
  const trade = new TradePage(page);
  await trade.goto();
  const levels = await chainLevels('sell');
  expect(levels).toBeGreaterThan(200);
  const sells = trade.book('sell');
  await expect(sells).toHaveAttribute('aria-rowcount', String(Math.min(levels, 200) + 1));

  await trade.scrollBookToEnd('sell');
  await expect(sells).toHaveAttribute('aria-rowcount', String(levels + 1));
  // Only the rows in view are in the page, the deepest price among them.
  await trade.scrollBookToEnd('sell');
  await expect(sells.getByRole('row').last()).toHaveAttribute('aria-rowindex', String(levels + 1));
  await expect(sells.getByRole('row')).not.toHaveCount(levels + 1);
  // The other side was not read deeper.
  await expect(trade.book('buy')).toHaveAttribute('aria-rowcount', String(Math.min(await chainLevels('buy'), 200) + 1));
});
