/**
 * `npm run bench` on the built site and the devnet (started when nothing runs; `DEVNET_SCALE=n`
 * seeds a bigger chain for the scale figures):
 * - first-page and per-remote bytes; target ≤ 160 kB gzipped JS + CSS for the first page;
 * - /trade/BEE: Lighthouse mobile and desktop beside the earlier front end's figures, service
 *   traffic on first load and per minute of polling beside the earlier front end's minute;
 * - with a scaled devnet: /wallet with 2,000+ balances and /trade/BEE's book with 10,000+ orders.
 * `BENCH_RUNS` sets the Lighthouse runs per preset (default 3); `BENCH_ONLY` a comma-separated
 * choice among `bytes`, `traffic`, `lighthouse`, `scale` (default: all); `LIGHTHOUSE_JSON_DIR` a
 * folder that keeps each Lighthouse run's full JSON report (`mobile-1.json`, `desktop-1.json`…);
 * `BENCH_CPU_SLOWDOWN` the mobile runs' CPU slowdown in place of the preset's 4× (a headroom check).
 */
import { type Browser, chromium } from 'playwright-core';
import { DEVNET_URL, devnetControl } from '../e2e/fixtures/devnet-control';
import { logInThroughApi, SITE_URL } from '../e2e/fixtures/session';
import { CHROMIUM_FLAGS } from '../e2e/chromium-flags';
import { measureFirstPageBytes } from './first-page-bytes';
import { mobileCpuSlowdown } from './lighthouse';
import { reportScale } from './scale-report';
import { ensureSiteRunning } from './site';
import { reportTradeLighthouse, reportTradeTraffic } from './trade-report';

const FIRST_PAGE_TARGET_BYTES = 160_000;

const REMOTE_FIRST_MOUNTS = [
  { label: 'mf-trade', path: '/trade/BEE' },
  { label: 'mf-swap', path: '/swap' },
  { label: 'mf-wallet', path: '/wallet' },
  { label: 'mf-nft-openhive', path: '/openhive' },
  { label: 'mf-contracts', path: '/tokens' },
  { label: 'mf-bridge', path: '/bridge/transfers' },
  { label: 'mf-admin', path: '/admin' },
];

async function devnetScale(): Promise<number> {
  const status = (await (await fetch(`${DEVNET_URL}/__devnet/status`)).json()) as { scale: number };
  return status.scale;
}

const BENCH_PARTS = ['bytes', 'traffic', 'lighthouse', 'scale'] as const;
type BenchPart = (typeof BENCH_PARTS)[number];

function chosenParts(only: string | undefined): Set<BenchPart> {
  if (!only) return new Set(BENCH_PARTS);
  const asked = only.split(',').map((part) => part.trim());
  const unknown = asked.filter((part) => !(BENCH_PARTS as readonly string[]).includes(part));
  if (unknown.length > 0) throw new Error(`BENCH_ONLY: unknown part ${unknown.join(', ')} (choose from ${BENCH_PARTS.join(', ')})`);
  return new Set(asked as BenchPart[]);
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1).padStart(7);

async function main(): Promise<void> {
  const parts = chosenParts(process.env.BENCH_ONLY);
  const cpuSlowdown = mobileCpuSlowdown(process.env.BENCH_CPU_SLOWDOWN);
  const stopSite = await ensureSiteRunning(SITE_URL, DEVNET_URL);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  try {
    if (parts.has('bytes')) await reportFirstPageBytes(browser);
    if (parts.has('traffic')) {
      await devnetControl.reset();
      await reportTradeTraffic(browser, SITE_URL, DEVNET_URL);
    }
    if (parts.has('lighthouse')) {
      await devnetControl.reset();
      await reportTradeLighthouse(SITE_URL, Number(process.env.BENCH_RUNS ?? 3), cpuSlowdown);
    }
    if (parts.has('scale')) {
      // A devnet started on an earlier data file keeps that chain; the reset reseeds it at its scale.
      await devnetControl.reset();
      await reportScale(browser, SITE_URL, await devnetScale());
    }
  } finally {
    await browser.close();
    stopSite();
  }
}

async function reportFirstPageBytes(browser: Browser): Promise<void> {
  await devnetControl.reset();
  const contexts = {
    anonymous: () => browser.newContext(),
    signedIn: async () => {
      const context = await browser.newContext();
      await logInThroughApi(context, 'alice');
      return context;
    },
  };
  const results = await measureFirstPageBytes(contexts, SITE_URL, REMOTE_FIRST_MOUNTS);
  console.log('page                                   path                 files   JS gz kB  CSS gz kB  sent kB');
  for (const r of results) {
    console.log(`${r.label.padEnd(38)} ${r.path.padEnd(20)} ${String(r.files).padStart(5)} ${kB(r.gzipJs)}    ${kB(r.gzipCss)}  ${kB(r.wire)}`);
  }
  const first = results[0];
  const total = first.gzipJs + first.gzipCss;
  if (first.gzipEmulator > 0) {
    console.log(`\nnot counted: devnet Keychain emulator ${kB(first.gzipEmulator)} kB (stands in for the browser extension)`);
  }
  console.log(`\nfirst page: ${kB(total)} kB gzipped (target ≤ ${FIRST_PAGE_TARGET_BYTES / 1000} kB): ${total <= FIRST_PAGE_TARGET_BYTES ? 'met' : 'NOT met'}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
