/**
 * Responsiveness with big data (devnet started with `DEVNET_SCALE`): /wallet for `whale`, who
 * holds a little of every token (2,000+ balances from scale 7), and scrolling /trade/BEE's book
 * (10,000+ orders a side from scale 50). Long tasks come from the browser's Long Tasks API.
 */
import type { Browser } from 'playwright-core';
import { logInThroughApi } from '../e2e/fixtures/session';
import { SCROLL_LONG_TASK_LIMIT_MS } from './baseline-figures';
import { longTaskSummary, recordLongTasks, scrollThrough, timeToFirstElement } from './page-timing';

const WALLET_SCALE = 7;
const BOOK_SCALE = 50;

async function reportWallet(browser: Browser, siteUrl: string): Promise<void> {
  const context = await browser.newContext();
  try {
    await logInThroughApi(context, 'whale');
    const page = await context.newPage();
    await recordLongTasks(page);
    const firstRowMs = await timeToFirstElement(page, `${siteUrl}/wallet`, '[data-testid="balance-row"]');
    const untilFirstRow = await longTaskSummary(page);
    await scrollThrough(page, '[data-testid="balance-row"]', 20);
    const scrolling = await longTaskSummary(page, untilFirstRow.seen);
    console.log(`\n/wallet of whale (2,000+ balances): first balance row after ${firstRowMs} ms`);
    console.log(`long tasks until then: ${untilFirstRow.longTasks} (longest ${untilFirstRow.longestTaskMs} ms, total ${untilFirstRow.totalLongTaskMs} ms)`);
    console.log(`long tasks while scrolling the whole list: ${scrolling.longTasks} (longest ${scrolling.longestTaskMs} ms)`);
  } finally {
    await context.close();
  }
}

async function reportBookScroll(browser: Browser, siteUrl: string): Promise<void> {
  const page = await browser.newPage();
  try {
    const rows = 'table[aria-label="Sell orders"] tbody tr';
    await recordLongTasks(page);
    const firstRowMs = await timeToFirstElement(page, `${siteUrl}/trade/BEE`, rows);
    const loading = await longTaskSummary(page);
    await scrollThrough(page, rows, 20);
    const scrolling = await longTaskSummary(page, loading.seen);
    const met = scrolling.longestTaskMs <= SCROLL_LONG_TASK_LIMIT_MS;
    console.log(`\n/trade/BEE with 10,000+ orders a side: first book row after ${firstRowMs} ms, longest task while loading ${loading.longestTaskMs} ms`);
    console.log(`longest task while scrolling the book: ${scrolling.longestTaskMs} ms (limit ${SCROLL_LONG_TASK_LIMIT_MS} ms): ${met ? 'met' : 'NOT met'}`);
  } finally {
    await page.close();
  }
}

export async function reportScale(browser: Browser, siteUrl: string, scale: number): Promise<void> {
  if (scale >= WALLET_SCALE) await reportWallet(browser, siteUrl);
  else console.log(`\n/wallet with 2,000 balances: skipped (devnet scale ${scale}; run with DEVNET_SCALE=${WALLET_SCALE} or more and no site running)`);
  if (scale >= BOOK_SCALE) await reportBookScroll(browser, siteUrl);
  else console.log(`/trade/BEE with 10,000-order books: skipped (devnet scale ${scale}; run with DEVNET_SCALE=${BOOK_SCALE} and no site running)`);
}
