/**
 * An NFT's instance list at scale: /nfts?symbol=NFTSR (100,000 instances at devnet scale 50) scrolled
 * down to 10,000 rows, the page reading 200 more each time the list reaches its end. Long tasks
 * come from the browser's Long Tasks API.
 */
import type { Browser } from 'playwright-core';
import { LONG_LIST_INSTANCES_PER_SCALE, LONG_LIST_NFT } from '../devnet/src/seed/nft';
import { SCROLL_LONG_TASK_LIMIT_MS } from './baseline-figures';
import { longTaskSummary, recordLongTasks, timeToFirstElement } from './page-timing';
import { longTasksAfter, scrollTableDeep } from './table-scroll';

/** Rows to scroll through: 50 pages of 200. */
const INSTANCE_ROWS_WANTED = 10_000;
const TABLE = `table[aria-label="Instances of ${LONG_LIST_NFT}"]`;

export async function reportNftInstanceScroll(browser: Browser, siteUrl: string, scale: number): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await recordLongTasks(page);
    const firstRowMs = await timeToFirstElement(page, `${siteUrl}/nfts?symbol=${LONG_LIST_NFT}`, `${TABLE} tbody tr[aria-rowindex]`);
    const loading = await longTaskSummary(page);
    const startedAt = Date.now();
    const rows = await scrollTableDeep(page, TABLE, INSTANCE_ROWS_WANTED);
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    const scrolling = await longTaskSummary(page, loading.seen);
    const overLimit = (await longTasksAfter(page, loading.seen)).filter((duration) => duration > SCROLL_LONG_TASK_LIMIT_MS).length;
    const met = scrolling.longestTaskMs <= SCROLL_LONG_TASK_LIMIT_MS;
    const instances = (LONG_LIST_INSTANCES_PER_SCALE * scale).toLocaleString('en');
    console.log(`\n/nfts?symbol=${LONG_LIST_NFT} with ${instances} instances: first instance row after ${firstRowMs} ms, longest task while loading ${loading.longestTaskMs} ms`);
    console.log(`scrolled to ${rows.toLocaleString('en')} instances (${Math.ceil(rows / 200)} pages) in ${seconds} s; long tasks (> 50 ms) ${scrolling.longTasks}, over ${SCROLL_LONG_TASK_LIMIT_MS} ms ${overLimit}, longest ${scrolling.longestTaskMs} ms (limit ${SCROLL_LONG_TASK_LIMIT_MS} ms): ${met ? 'met' : 'NOT met'}`);
  } finally {
    await page.close();
  }
}
