import type { Request } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { chain, TradePage } from '../../pages/trade';

interface ContractsCall {
  method?: string;
  params?: { contract?: string; table?: string; query?: { symbol?: string } };
}

const callOf = (request: Request) => (request.method() === 'POST' ? (request.postDataJSON() as ContractsCall | null) : null);
const tableOf = (request: Request) => callOf(request)?.params?.table;

test("the market's first read asks for both books without waiting for the metrics row's answer", async ({ page }) => {
  const booksAsked = new Set<string>();
  let bothBooksAsked = () => {};
  const booksBeforeMetricAnswer = new Promise<boolean>((resolve) => {
    bothBooksAsked = () => resolve(true);
    // Without them the metrics row's answer is held back 5 s, then sent anyway.
    setTimeout(() => resolve(false), 5_000);
  });
  await page.route(/\/contracts$/, async (route) => {
    const table = tableOf(route.request());
    if (table === 'buyBook' || table === 'sellBook') {
      booksAsked.add(table);
      if (booksAsked.size === 2) bothBooksAsked();
    }
    if (table === 'metrics') await booksBeforeMetricAnswer;
    await route.continue();
  });

  const trade = new TradePage(page);
  await trade.goto();
  expect(await booksBeforeMetricAnswer).toBe(true);
  await expect(page.getByLabel('Last price')).toHaveText(/\d/);
  await expect(trade.book('buy').getByRole('row')).not.toHaveCount(1);
  await expect(trade.book('sell').getByRole('row')).not.toHaveCount(1);
});

test("the market takes the token's definition from the tradable-token guard's read: one read in all, the name shown with the page", async ({ page }) => {
  const tokenReads: Request[] = [];
  page.on('request', (request) => {
    const call = callOf(request);
    if (call?.params?.contract === 'tokens' && call.params.table === 'tokens' && call.params.query?.symbol === 'BEE') tokenReads.push(request);
  });
  const [bee] = await chain.find<{ name: string }>('tokens', 'tokens', { symbol: 'BEE' });
  const trade = new TradePage(page);
  await trade.goto();
  await expect(page.getByText(bee.name, { exact: true })).toBeVisible();
  await expect(trade.book('sell').getByRole('row')).not.toHaveCount(1);
  expect(tokenReads).toHaveLength(1);
});

test('the prices and trades of the first read show while the books are still on their way', async ({ page }) => {
  let answerBooks = () => {};
  const booksReleased = new Promise<void>((resolve) => (answerBooks = resolve));
  await page.route(/\/contracts$/, async (route) => {
    const table = tableOf(route.request());
    if (table === 'buyBook' || table === 'sellBook') await booksReleased;
    await route.continue();
  });

  const trade = new TradePage(page);
  await trade.goto();
  await expect(page.getByLabel('Last price')).toHaveText(/\d/);
  await expect(trade.tradeHistory.getByRole('row')).not.toHaveCount(1);
  await expect(trade.tradeHistory.getByRole('row')).not.toHaveCount(0);
  await expect(trade.book('buy')).toHaveCount(0);

  answerBooks();
  await expect(trade.book('buy').getByRole('row')).not.toHaveCount(1);
  await expect(trade.book('sell').getByRole('row')).not.toHaveCount(1);
});
