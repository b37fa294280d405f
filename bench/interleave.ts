/**
 * Two builds of `/trade/BEE` compared load by load on one running site: the served shell and
 * mf-trade files switch between the builds before each load, so both meet the same moments of a
 * shared host whose speed moves within minutes (single Lighthouse runs follow it; see
 * `alternate.ts`). Each load is traced at full speed with Lighthouse's own trace categories (its
 * screenshots too) and reduced to main-thread figures from the page's HTML on: V8 compile time,
 * task CPU time (the thread's own time), task wall time, the longest task, and the blocking time
 * those tasks would make in Lighthouse's simulation (main-thread-figures.ts).
 *
 *   npx tsx bench/interleave.ts before=../old-checkout after=.
 *
 * Each `label=directory` is a checkout with its apps built. ROUNDS sets the turns (default 10;
 * the order flips every turn). Nothing else may hold the site's or the devnet's ports: this
 * starts the devnet of this checkout and static servers for the two apps.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { chromium, type Browser } from 'playwright-core';
import { listenApp, runtimeFiles, servingFor } from '@tdx/config';
import { CHROMIUM_FLAGS } from '../e2e/chromium-flags';
import { DEVNET_URL, devnetControl } from '../e2e/fixtures/devnet-control';
import { mainThreadFigures, type MainThreadFigures, type TraceEvent } from './main-thread-figures';
import { median } from './lighthouse';
import { waitFor } from './site';
import { buildsFrom, type Build } from './builds';

const ROOT = path.resolve(__dirname, '..');
const APPS = ['shell', 'mf-trade'] as const;
const PAGE_URL = 'http://localhost:3000/trade/BEE';

/** Points `<servedRoot>/<app>/dist` at `build`'s dist (a new link renamed over the old one). */
function serve(servedRoot: string, build: Build): void {
  for (const app of APPS) {
    const link = path.join(servedRoot, app, 'dist');
    symlinkSync(path.join(build.root, app, 'dist'), `${link}.next`);
    renameSync(`${link}.next`, link);
  }
}

/** The two apps' servers (each follows its `dist` link per request) and the devnet. */
async function startServers(servedRoot: string): Promise<{ servers: Server[]; devnet: ChildProcess }> {
  const servers = await Promise.all(
    APPS.map((app) => {
      mkdirSync(path.join(servedRoot, app));
      return listenApp(path.join(servedRoot, app, 'dist'), servingFor(app), 'localhost');
    }),
  );
  return { servers, devnet: spawn('npm', ['run', 'devnet'], { cwd: ROOT, stdio: 'ignore', detached: true }) };
}

/**
 * The categories Lighthouse itself traces, its page screenshots included: the compositor encodes a
 * screenshot of each frame it draws, CPU that competes with the page's main thread on a small host.
 */
async function lighthouseTraceCategories(): Promise<string[]> {
  // Lighthouse is ESM-only.
  const { default: TraceGatherer } = await import('lighthouse/core/gather/gatherers/trace.js');
  return TraceGatherer.getDefaultTraceCategories();
}

async function traceLoad(browser: Browser): Promise<MainThreadFigures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: await lighthouseTraceCategories() });
    await page.goto(PAGE_URL);
    await page.getByRole('heading', { name: 'BEE / SWAP.HIVE' }).waitFor();
    // The page's reads, first renders and the toasts' load are over by then.
    await page.waitForTimeout(4_000);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return mainThreadFigures(traceEvents);
  } finally {
    await context.close();
  }
}

const FIGURES = ['compileMs', 'cpuMs', 'wallMs', 'longestTaskMs', 'simulatedBlockingMs'] as const satisfies readonly (keyof MainThreadFigures)[];

const figuresOf = (value: (key: keyof MainThreadFigures) => number): MainThreadFigures =>
  Object.fromEntries(FIGURES.map((key) => [key, value(key)])) as Record<keyof MainThreadFigures, number>;

const medianOf = (runs: MainThreadFigures[]) => figuresOf((key) => median(runs.map((run) => run[key])));

const describe = (figures: MainThreadFigures) => FIGURES.map((key) => `${key} ${Math.round(figures[key])}`).join('  ');

async function main(): Promise<void> {
  const builds = buildsFrom(process.argv.slice(2));
  const rounds = Number(process.env.ROUNDS ?? 10);
  const files = runtimeFiles();
  for (const { root } of builds) {
    copyFileSync(files.config, path.join(root, 'shell', 'dist', 'config.json'));
    copyFileSync(files.remotes, path.join(root, 'shell', 'dist', 'remotes.json'));
  }
  const servedRoot = mkdtempSync(path.join(tmpdir(), 'tdx-interleave-'));
  const { servers, devnet } = await startServers(servedRoot);
  serve(servedRoot, builds[0]);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
    // Lighthouse's Chrome shows scrollbars (on its phone, overlay scrollbars that flash when the page's
    // height changes): the frames they make are part of what it measures.
    ignoreDefaultArgs: ['--hide-scrollbars'],
  });
  try {
    await waitFor([PAGE_URL, `${DEVNET_URL}/__devnet/status`]);
    const results = new Map<string, MainThreadFigures[]>(builds.map(({ label }) => [label, []]));
    for (let round = 0; round < rounds; round += 1) {
      for (const build of round % 2 ? [...builds].reverse() : builds) {
        serve(servedRoot, build);
        await devnetControl.reset();
        const figures = await traceLoad(browser);
        results.get(build.label)?.push(figures);
        console.log(`${round} ${build.label.padEnd(8)} ${describe(figures)}`);
      }
    }
    const [before, after] = builds.map(({ label }) => results.get(label) ?? []);
    for (const { label } of builds) console.log(`${label}: medians of ${before.length}: ${describe(medianOf(results.get(label) ?? []))}`);
    const differences = before.map((run, index) => figuresOf((key) => after[index][key] - run[key]));
    console.log(`${builds[1].label} − ${builds[0].label}, median of the rounds' differences: ${describe(medianOf(differences))}`);
  } finally {
    await browser.close();
    for (const server of servers) server.close();
    if (devnet.pid) process.kill(-devnet.pid, 'SIGTERM');
    rmSync(servedRoot, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
