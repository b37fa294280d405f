/**
 * Scrolling a long, virtualised table (`DataTable` of `@tdx/ui`) that reads its next page when
 * scrolled to its end, as a user flicking down it: the trade book and an NFT's instance list.
 */
import type { Page } from 'playwright-core';

/** A table that does not grow this long after a scroll to its end has been read to its end. */
const NEXT_PAGE_WAIT_MS = 15_000;
const SCROLL_STEPS_PER_PAGE = 4;

/** Rows a table shows (its `aria-rowcount` counts the header row too). */
export async function tableRows(page: Page, table: string): Promise<number> {
  return page.$eval(table, (element) => Number(element.getAttribute('aria-rowcount')) - 1);
}

/** Durations of the long tasks recorded after the first `skip`. */
export async function longTasksAfter(page: Page, skip: number): Promise<number[]> {
  return (await page.evaluate(() => window.__benchLongTasks ?? [])).slice(skip);
}

/**
 * Scrolls the table down to its end in a few steps, waits for the page to read the next rows (it
 * does when the table is scrolled to its end), and repeats until it shows `wanted` rows or stops
 * growing. Answers the rows shown.
 */
export async function scrollTableDeep(page: Page, table: string, wanted: number): Promise<number> {
  let rows = await tableRows(page, table);
  while (rows < wanted) {
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
        { target: table, before: rows },
        { timeout: NEXT_PAGE_WAIT_MS },
      )
      .then(() => true)
      .catch(() => false);
    if (!grown) break;
    rows = await tableRows(page, table);
  }
  return rows;
}
