/**
 * Responsiveness with big data (devnet started with `DEVNET_SCALE`): /wallet for `whale`, who
 * holds a little of every token (2,000+ balances from scale 7), and scrolling each side of /trade/BEE's
 * book down to 10,000 levels (10,000+ orders a side from scale 50; the page reads 200 more each time a
 * side is scrolled to its end), and searching and sorting /tokens' list of every token (~15,500 at
 * scale 50, `token-list-report.ts`). Long tasks come from the browser's Long Tasks API.
 */
import type { Browser, Page } from 'playwright-core';
import { logInThroughApi } from '../e2e/fixtures/session';
import { SCROLL_LONG_TASK_LIMIT_MS } from './baseline-figures';
import { longTaskSummary, recordLongTasks, scrollThrough, timeToFirstElement } from './page-timing';
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
/** A side that does not grow this long after a scroll to its end has been read to its end. */
const NEXT_PAGE_WAIT_MS = 15_000;
const SCROLL_STEPS_PER_PAGE = 4;

/** Levels one book side shows (its `aria-rowcount` counts the header row too). */
async function bookLevels(page: Page, table: string): Promise<number> {
  return page.$eval(table, (element) => Number(element.getAttribute('aria-rowcount')) - 1);
}

/** Durations of the long tasks recorded after the first `skip`. */
async function longTasksAfter(page: Page, skip: number): Promise<number[]> {
  return (await page.evaluate(() => window.__benchLongTasks ?? [])).slice(skip);
}

/**
 * Scrolls one side down to its end in a few steps, as a user would, waits for the page to read the
 * next 200 orders (it does when a side is scrolled to its end), and repeats until the side shows
 * `BOOK_LEVELS_WANTED` levels or stops growing. Answers the levels shown.
 */
async function scrollBookDeep(page: Page, table: string): Promise<number> {
  let levels = await bookLevels(page, table);
  while (levels < BOOK_LEVELS_WANTED) {
    for (let step = 1; step <= SCROLL_STEPS_PER_PAGE; step += 1) {
      await page.$eval(
        table,
        (element, fraction) => {
          const scroller = element.parentElement;
          if (!scroller) return;
          const from = scroller.scrollTop;
          scroller.scrollTop = from + (scroller.scrollHeight - scroller.clientHeight - from) * fraction;
        },
        step / SCROLL_STEPS_PER_PAGE,
      );
      await page.waitForTimeout(100);
    }
    const grown = await page
      .waitForFunction(
        ({ target, before }) => Number(document.querySelector(target)?.getAttribute('aria-rowcount')) - 1 > before,
        { target: table, before: levels },
        { timeout: NEXT_PAGE_WAIT_MS },
      )
      .then(() => true)
      .catch(() => false);
    if (!grown) break;
    levels = await bookLevels(page, table);
  }
  return levels;
}

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
      const levels = await scrollBookDeep(page, `table[aria-label="${side}"]`);
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
  if (scale >= BOOK_SCALE) await reportBookScroll(browser, siteUrl);
  else console.log(`/trade/BEE with 10,000-order books: skipped (devnet scale ${scale}; run with DEVNET_SCALE=${BOOK_SCALE} and no site running)`);
  // At any scale: the figures say how many tokens were listed.
  await reportTokenList(browser, siteUrl, scale);
}
