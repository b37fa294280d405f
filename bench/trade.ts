/**
 * What /trade/BEE costs in service traffic on the devnet: requests and response bytes to the
 * sidechain, info and other services on first load, then over one minute of polling (the page's
 * timers fast-forwarded with Playwright's clock). Compare with `baselinePollingMinute`.
 * Static files of the apps are not counted (the first-page bench covers them).
 */
import type { Browser, Page } from 'playwright-core';

export interface TrafficSample {
  requests: number;
  /** Response bodies as transferred (compressed when the service compresses them). */
  bytes: number;
  /** The same bodies decoded. */
  decodedBytes: number;
}

export interface TradeTraffic {
  firstLoad: TrafficSample;
  pollingMinute: TrafficSample;
}

const POLLING_WINDOW_MS = 60_000;
const CLOCK_STEP_MS = 1000;
const REAL_PAUSE_MS = 100;
const SETTLE_MS = 2000;

/** Counts finished responses from `serviceOrigin` (the devnet), except its control API and Keychain emulator. */
function countServiceTraffic(page: Page, serviceOrigin: string): { take: () => Promise<TrafficSample> } {
  let pending: Promise<{ transferred: number; decoded: number }>[] = [];
  page.on('requestfinished', (request) => {
    const url = request.url();
    if (!url.startsWith(serviceOrigin) || url.includes('/__devnet/') || url.endsWith('/keychain.js') || request.method() === 'OPTIONS') return;
    pending.push(
      Promise.all([request.sizes(), request.response().then((response) => response?.body())]).then(
        ([sizes, body]) => ({ transferred: sizes.responseBodySize, decoded: body?.byteLength ?? 0 }),
        () => ({ transferred: 0, decoded: 0 }),
      ),
    );
  });
  return {
    async take() {
      const sizes = await Promise.all(pending);
      pending = [];
      const sum = (pick: (size: { transferred: number; decoded: number }) => number) => sizes.reduce((total, size) => total + pick(size), 0);
      return { requests: sizes.length, bytes: sum((size) => size.transferred), decodedBytes: sum((size) => size.decoded) };
    },
  };
}

export async function measureTradeTraffic(browser: Browser, siteUrl: string, serviceOrigin: string, symbol = 'BEE'): Promise<TradeTraffic> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.clock.install();
    const traffic = countServiceTraffic(page, serviceOrigin);
    await page.goto(`${siteUrl}/trade/${symbol}`);
    await page.getByRole('table', { name: 'Trade history' }).getByRole('row').nth(1).waitFor();
    await page.waitForLoadState('networkidle');
    const firstLoad = await traffic.take();
    // Second by second: each round's reads run on the real network before the next timer is due.
    for (let elapsed = 0; elapsed < POLLING_WINDOW_MS; elapsed += CLOCK_STEP_MS) {
      await page.clock.runFor(CLOCK_STEP_MS);
      await page.waitForTimeout(REAL_PAUSE_MS);
    }
    await page.waitForTimeout(SETTLE_MS);
    const pollingMinute = await traffic.take();
    return { firstLoad, pollingMinute };
  } finally {
    await context.close();
  }
}
