/**
 * How long a page of the built site takes to show its first meaningful element, and the long
 * tasks (> 50 ms, from the browser's Long Tasks API) it runs until then and while the user then
 * scrolls a virtualised list.
 */
import type { Page } from 'playwright-core';

export interface LongTaskSummary {
  /** Long tasks recorded since the page opened (pass it as `skip` to look at a later phase only). */
  seen: number;
  longTasks: number;
  longestTaskMs: number;
  totalLongTaskMs: number;
}

declare global {
  interface Window {
    __benchLongTasks?: number[];
  }
}

/** Records every long task from the first script on; must run before the page is opened. */
export async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__benchLongTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__benchLongTasks?.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** Long tasks recorded so far, or only those after the first `skip` (to look at one phase). */
export async function longTaskSummary(page: Page, skip = 0): Promise<LongTaskSummary> {
  const all = await page.evaluate(() => window.__benchLongTasks ?? []);
  const durations = all.slice(skip);
  return {
    seen: all.length,
    longTasks: durations.length,
    longestTaskMs: Math.round(Math.max(0, ...durations)),
    totalLongTaskMs: Math.round(durations.reduce((sum, duration) => sum + duration, 0)),
  };
}

/** Opens `url` and returns the browser's own time (performance.now, checked every frame) at which `selector` first shows. */
export async function timeToFirstElement(page: Page, url: string, selector: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const shownAt = await page.waitForFunction(
    (target) => {
      const element = document.querySelector(target);
      return element && element.getBoundingClientRect().height > 0 ? performance.now() : false;
    },
    selector,
    { polling: 'raf', timeout: 120_000 },
  );
  return Math.round((await shownAt.jsonValue()) as number);
}

/** Scrolls the first scrollable ancestor of `selector` to its end in steps, as a user flicking through a list. */
export async function scrollThrough(page: Page, selector: string, steps: number): Promise<void> {
  for (let step = 1; step <= steps; step += 1) {
    await page.evaluate(
      ({ target, fraction }) => {
        let element = document.querySelector(target)?.parentElement ?? null;
        while (element && element.scrollHeight <= element.clientHeight) element = element.parentElement;
        const scroller = element ?? document.scrollingElement;
        if (scroller) scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) * fraction;
      },
      { target: selector, fraction: step / steps },
    );
    await page.waitForTimeout(100);
  }
}
