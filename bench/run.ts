/**
 * `npm run bench` on the built site and the devnet (started when nothing runs; `DEVNET_SCALE=n`
 * seeds a bigger chain for the scale figures):
 * - first-page and per-remote bytes; target ≤ 160 kB gzipped JS + CSS for the first page;
 * - each area's first mount split into its entry, its own code (target ≤ 50 kB gzipped) and the
 *   shared modules it takes from the shell;
 * - /trade/BEE: Lighthouse mobile and desktop beside the earlier front end's figures, service
 *   traffic on first load and per minute of polling beside the earlier front end's minute;
 * - each area's main public page (/swap, /tokens): Lighthouse mobile, score ≥ 90 and CLS ≤ 0.02;
 * - with a scaled devnet: /wallet with 2,000+ balances and /trade/BEE's book with 10,000+ orders.
 * `BENCH_RUNS` sets the Lighthouse runs per preset (default 3); `BENCH_ONLY` a comma-separated
 * choice among `bytes`, `traffic`, `lighthouse` (/trade/BEE), `areas` (each area's main page), `scale` (default: all); `LIGHTHOUSE_JSON_DIR` a
 * folder that keeps each Lighthouse run's full JSON report (`mobile-1.json`, `desktop-1.json`…);
 * `BENCH_CPU_SLOWDOWN` the mobile runs' CPU slowdown in place of the preset's 4× (a headroom check).
 */
import { type Browser, chromium } from 'playwright-core';
import { DEVNET_URL, devnetControl } from '../e2e/fixtures/devnet-control';
import { logInThroughApi, SITE_URL } from '../e2e/fixtures/session';
import { CHROMIUM_FLAGS } from '../e2e/chromium-flags';
import { measureFirstPageBytes, type RemoteMount } from './first-page-bytes';
import { mobileCpuSlowdown } from './lighthouse';
import { reportAreaLighthouse } from './area-lighthouse';
import { reportScale } from './scale-report';
import { ensureSiteRunning } from './site';
import { reportTradeLighthouse, reportTradeTraffic } from './trade-report';

const FIRST_PAGE_TARGET_BYTES = 160_000;

/** Each area's own code at its first mount (its files beside `remoteEntry.js`), gzipped. */
const AREA_OWN_CODE_TARGET_BYTES = 50_000;

const REMOTE_FIRST_MOUNTS: RemoteMount[] = [
  { remote: 'mf_trade', label: 'mf-trade', path: '/trade/BEE' },
  { remote: 'mf_swap', label: 'mf-swap', path: '/swap' },
  { remote: 'mf_wallet', label: 'mf-wallet', path: '/wallet' },
  { remote: 'mf_nft_openhive', label: 'mf-nft-openhive', path: '/nfts' },
  { remote: 'mf_contracts', label: 'mf-contracts', path: '/tokens' },
  { remote: 'mf_bridge', label: 'mf-bridge', path: '/bridge/transfers' },
  { remote: 'mf_admin', label: 'mf-admin', path: '/admin' },
];

async function devnetScale(): Promise<number> {
  const status = (await (await fetch(`${DEVNET_URL}/__devnet/status`)).json()) as { scale: number };
  return status.scale;
}

const BENCH_PARTS = ['bytes', 'traffic', 'lighthouse', 'areas', 'scale'] as const;
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
  const runs = Number(process.env.BENCH_RUNS ?? 3);
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
      await reportTradeLighthouse(SITE_URL, runs, cpuSlowdown);
    }
    if (parts.has('areas')) {
      await devnetControl.reset();
      await reportAreaLighthouse(SITE_URL, runs, cpuSlowdown);
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
  console.log(`\neach area's first mount: its remoteEntry.js, its own files, and the shared modules it takes from the shell (paid once for all areas); gzip kB, own-code target ≤ ${AREA_OWN_CODE_TARGET_BYTES / 1000} kB`);
  console.log('area              entry    own  shared  own-code target');
  for (const { label, area, gzipJs, gzipCss } of results) {
    if (!area) continue;
    const shared = gzipJs + gzipCss - area.entry - area.own;
    console.log(`${label.split(' ')[0].padEnd(16)} ${kB(area.entry)}${kB(area.own)} ${kB(shared)}  ${area.own <= AREA_OWN_CODE_TARGET_BYTES ? 'met' : 'NOT met'}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
