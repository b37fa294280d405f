/**
 * Lighthouse (performance category, default simulated throttling) on a page of the built site, in
 * Debian's chromium, the way the earlier front end's baseline figures were measured: mobile and
 * desktop presets, several runs, the median of each metric taken on its own.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import { CHROMIUM_FLAGS } from '../e2e/chromium-flags';
import { diagnose, type LighthouseAudit, type LighthouseDiagnosis } from './lighthouse-diagnosis';
import { simulatedLcpPath } from './simulated-lcp-path';

export type Preset = 'mobile' | 'desktop';

export interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  requests: number;
}

export interface LighthouseRun {
  figures: LighthouseFigures;
  diagnosis: LighthouseDiagnosis;
  /**
   * Lighthouse's CPU benchmark of the host. The simulated 4× slowdown is not scaled to it, so a
   * slower host reports more blocking time and a later LCP for the same page.
   */
  benchmarkIndex: number;
  /** The measuring browser's name and major version, e.g. "Chromium 156": its traces feed the simulation. */
  browser: string;
}

interface LighthouseResult {
  lhr: {
    categories: { performance: { score: number | null } };
    audits: Record<string, LighthouseAudit>;
    environment: { benchmarkIndex: number; hostUserAgent: string };
    configSettings: unknown;
  };
  report: string | string[];
  artifacts: Parameters<typeof simulatedLcpPath>[0];
}

const LIGHTHOUSE_CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

const browserOf = (userAgent: string) => `Chromium ${/Chrome\/(\d+)/.exec(userAgent)?.[1] ?? '(unknown version)'}`;

function numeric(audits: Record<string, LighthouseAudit>, id: string): number {
  const value = audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no value for ${id}`);
  return value;
}

/** Lighthouse's own CPU slowdown in its mobile preset, the one the baseline was measured with. */
export const PRESET_MOBILE_CPU_SLOWDOWN = 4;

/**
 * The mobile preset's CPU slowdown for this bench: `BENCH_CPU_SLOWDOWN` (a number ≥ 1) replaces
 * the preset's 4× to see how much slower a host or phone the page still meets its targets on; the
 * network throttling stays the preset's.
 */
export function mobileCpuSlowdown(value: string | undefined): number {
  if (value === undefined || value === '') return PRESET_MOBILE_CPU_SLOWDOWN;
  const slowdown = Number(value);
  if (!Number.isFinite(slowdown) || slowdown < 1) throw new Error(`BENCH_CPU_SLOWDOWN: ${value} is not a slowdown (a number ≥ 1, e.g. 8)`);
  return slowdown;
}

/** Lighthouse flags for a preset: nothing beyond the preset unless the mobile CPU slowdown is not its own. */
async function presetFlags(preset: Preset, cpuSlowdown: number) {
  if (preset !== 'mobile' || cpuSlowdown === PRESET_MOBILE_CPU_SLOWDOWN) return {};
  const { throttling } = await import('lighthouse/core/config/constants.js');
  return { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } };
}

/** With `LIGHTHOUSE_JSON_DIR` set, keeps each run's full report there (e.g. `mobile-1.json`). */
async function keepReport(report: string | string[], preset: Preset, run: number): Promise<void> {
  const directory = process.env.LIGHTHOUSE_JSON_DIR;
  if (!directory) return;
  await mkdir(directory, { recursive: true });
  await writeFile(path.join(directory, `${preset}-${run + 1}.json`), Array.isArray(report) ? report[0] : report);
}

async function runOnce(url: string, preset: Preset, run: number, cpuSlowdown: number): Promise<LighthouseRun> {
  // Lighthouse is ESM-only; loaded on demand so the rest of the bench does not pay for it.
  const { default: lighthouse } = await import('lighthouse');
  const config = preset === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
  const flags = await presetFlags(preset, cpuSlowdown);
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: LIGHTHOUSE_CHROMIUM_FLAGS });
  try {
    const result = (await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json', ...flags }, config)) as
      | LighthouseResult
      | undefined;
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    await keepReport(result.report, preset, run);
    const { audits, categories } = result.lhr;
    const figures = {
      score: Math.round((categories.performance.score ?? 0) * 100),
      fcpMs: numeric(audits, 'first-contentful-paint'),
      lcpMs: numeric(audits, 'largest-contentful-paint'),
      tbtMs: numeric(audits, 'total-blocking-time'),
      cls: numeric(audits, 'cumulative-layout-shift'),
      totalBytes: numeric(audits, 'total-byte-weight'),
      requests: audits['network-requests']?.details?.items?.length ?? 0,
    };
    const lcpPath = await simulatedLcpPath(result.artifacts, result.lhr.configSettings);
    const { benchmarkIndex, hostUserAgent } = result.lhr.environment;
    return { figures, diagnosis: { ...diagnose(audits), lcpPath }, benchmarkIndex, browser: browserOf(hostUserAgent) };
  } finally {
    chrome.kill();
  }
}

export const LIGHTHOUSE_HEADER = 'score  FCP ms  LCP ms  TBT ms     CLS  bytes kB  reqs';

/** One line of figures under `LIGHTHOUSE_HEADER`, after a 22-character label. */
export function lighthouseRow(label: string, figures: LighthouseFigures): string {
  const { score, fcpMs, lcpMs, tbtMs, cls, totalBytes, requests } = figures;
  return `${label.padEnd(22)} ${String(score).padStart(5)} ${String(Math.round(fcpMs)).padStart(7)} ${String(Math.round(lcpMs)).padStart(7)} ${String(Math.round(tbtMs)).padStart(7)} ${cls.toFixed(3).padStart(7)} ${(totalBytes / 1000).toFixed(1).padStart(9)} ${String(requests).padStart(5)}`;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Runs Lighthouse `runs` times (sequentially: one Chromium at a time); each metric's median and each
 * run. `cpuSlowdown` applies to the mobile preset only.
 */
export async function lighthouseMedians(
  url: string,
  preset: Preset,
  runs: number,
  cpuSlowdown = PRESET_MOBILE_CPU_SLOWDOWN,
): Promise<{ medians: LighthouseFigures; runs: LighthouseRun[]; benchmarkIndex: number }> {
  const results: LighthouseRun[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await runOnce(url, preset, run, cpuSlowdown));
  const of = (key: keyof LighthouseFigures) => median(results.map((result) => result.figures[key]));
  const medians = {
    score: of('score'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    totalBytes: of('totalBytes'),
    requests: of('requests'),
  };
  return {
    medians,
    runs: results,
    benchmarkIndex: median(results.map((result) => result.benchmarkIndex)),
  };
}
