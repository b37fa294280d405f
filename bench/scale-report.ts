/**
 * Responsiveness with big data (devnet started with `DEVNET_SCALE`): /wallet for `whale`, who
 * holds a little of every token (2,000+ balances from scale 7), and scrolling each side of /trade/BEE's
 * book down to 10,000 levels (10,000+ orders a side from scale 50; the page reads 200 more each time a
 * side is scrolled to its end), scrolling one NFT's instance list (100,000 at scale 50,
 * `nft-instances-report.ts`), and searching and sorting /tokens' list of every token (~15,500 at
 * scale 50, `token-list-report.ts`). Long tasks come from the browser's Long Tasks API.
 */
import type { Browser } from 'playwright-core';
import { logInThroughApi } from '../e2e/fixtures/session';
import { SCROLL_LONG_TASK_LIMIT_MS } from './baseline-figures';
import { longTaskSummary, recordLongTasks, scrollThrough, timeToFirstElement } from './page-timing';
import { reportNftInstanceScroll } from './nft-instances-report';
import { longTasksAfter, scrollTableDeep } from './table-scroll';
import { reportTokenList } from './token-list-report';

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

/** Levels a side must show: the book holds 10,000+ orders a side from scale 50. */
const BOOK_LEVELS_WANTED = 10_000;

async function reportBookScroll(browser: Browser, siteUrl: string): Promise<void> {
  const page = await browser.newPage();
  try {
    await recordLongTasks(page);
    const firstRowMs = await timeToFirstElement(page, `${siteUrl}/trade/BEE`, 'table[aria-label="Sell orders"] tbody tr');
    const loading = await longTaskSummary(page);
    console.log(`\n/trade/BEE with 10,000+ orders a side: first book row after ${firstRowMs} ms, longest task while loading ${loading.longestTaskMs} ms`);
    let seen = loading.seen;
    for (const side of ['Sell orders', 'Buy orders']) {
      const startedAt = Date.now();
      const levels = await scrollTableDeep(page, `table[aria-label="${side}"]`, BOOK_LEVELS_WANTED);
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
      const scrolling = await longTaskSummary(page, seen);
      const overLimit = (await longTasksAfter(page, seen)).filter((duration) => duration > SCROLL_LONG_TASK_LIMIT_MS).length;
      seen = scrolling.seen;
      const met = scrolling.longestTaskMs <= SCROLL_LONG_TASK_LIMIT_MS;
      console.log(`${side}: scrolled to ${levels} levels in ${seconds} s; long tasks (> 50 ms) ${scrolling.longTasks}, over ${SCROLL_LONG_TASK_LIMIT_MS} ms ${overLimit}, longest ${scrolling.longestTaskMs} ms (limit ${SCROLL_LONG_TASK_LIMIT_MS} ms): ${met ? 'met' : 'NOT met'}`);
    }
  } finally {
    await page.close();
  }
}

export async function reportScale(browser: Browser, siteUrl: string, scale: number): Promise<void> {
  if (scale >= WALLET_SCALE) await reportWallet(browser, siteUrl);
  else console.log(`\n/wallet with 2,000 balances: skipped (devnet scale ${scale}; run with DEVNET_SCALE=${WALLET_SCALE} or more and no site running)`);
  if (scale >= BOOK_SCALE) {
    await reportBookScroll(browser, siteUrl);
    await reportNftInstanceScroll(browser, siteUrl, scale);
  } else console.log(`/trade/BEE with 10,000-order books and an NFT's 100,000 instances: skipped (devnet scale ${scale}; run with DEVNET_SCALE=${BOOK_SCALE} and no site running)`);
  // At any scale: the figures say how many tokens were listed.
  await reportTokenList(browser, siteUrl, scale);
}
