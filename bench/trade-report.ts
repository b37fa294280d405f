/** `/trade/BEE` figures beside the earlier front end's: Lighthouse, service traffic, polling. */
import type { Browser } from 'playwright-core';
import { baselinePollingMinute } from './baseline-polling';
import { BASELINE_BENCHMARK_INDEX, TRADE_BASELINE, TRADE_TARGETS } from './baseline-figures';
import { LIGHTHOUSE_HEADER, lighthouseMedians, lighthouseRow, PRESET_MOBILE_CPU_SLOWDOWN, type LighthouseFigures, type Preset } from './lighthouse';
import { formatDiagnosis, type LighthouseDiagnosis } from './lighthouse-diagnosis';
import { measureTradeTraffic, type TrafficSample } from './trade';

const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

/** `cpuSlowdown` other than the preset's 4× is a headroom check: the baseline's figures stay at 4×. */
export async function reportTradeLighthouse(siteUrl: string, runs: number, cpuSlowdown = PRESET_MOBILE_CPU_SLOWDOWN): Promise<void> {
  const slowed = cpuSlowdown !== PRESET_MOBILE_CPU_SLOWDOWN;
  console.log(`\n/trade/BEE — Lighthouse ${runs} run(s) per preset, medians (ours beside the earlier front end's)`);
  if (slowed) console.log(`our mobile runs slow the CPU ${cpuSlowdown}× instead of the preset's ${PRESET_MOBILE_CPU_SLOWDOWN}× (BENCH_CPU_SLOWDOWN); the baseline's stay at ${PRESET_MOBILE_CPU_SLOWDOWN}×`);
  console.log(`preset                ${LIGHTHOUSE_HEADER}`);
  let mobile: LighthouseFigures | undefined;
  const diagnoses: { label: string; diagnosis: LighthouseDiagnosis }[] = [];
  const benchmarkIndexes: number[] = [];
  const browsers = new Set<string>();
  for (const preset of ['mobile', 'desktop'] as Preset[]) {
    const ours = await lighthouseMedians(`${siteUrl}/trade/BEE`, preset, runs, cpuSlowdown);
    benchmarkIndexes.push(ours.benchmarkIndex);
    if (preset === 'mobile') mobile = ours.medians;
    console.log(lighthouseRow(preset === 'mobile' && slowed ? `mobile (ours, CPU ${cpuSlowdown}×)` : `${preset} (ours)`, ours.medians));
    console.log(lighthouseRow(`${preset} (baseline)`, TRADE_BASELINE[preset]));
    ours.runs.forEach(({ diagnosis, benchmarkIndex, browser }, run) => {
      browsers.add(browser);
      diagnoses.push({ label: `${preset} run ${run + 1} (benchmarkIndex ${Math.round(benchmarkIndex)})`, diagnosis });
    });
  }
  console.log(
    `measured in ${[...browsers].join(', ')}; host CPU benchmarkIndex (median, mobile / desktop runs): ${benchmarkIndexes.map(Math.round).join(' / ')}; ` +
      `the baseline's host: ${BASELINE_BENCHMARK_INDEX} (the ${cpuSlowdown}× mobile slowdown is not scaled to the host: a slower one shows more TBT)`,
  );
  console.log('\nwhat each run says about itself:');
  for (const { label, diagnosis } of diagnoses) console.log(formatDiagnosis(label, diagnosis));
  if (!mobile) return;
  console.log(
    `targets (mobile${slowed ? `, CPU ${cpuSlowdown}×` : ''}): score ≥ ${TRADE_TARGETS.mobileScore} ${verdict(mobile.score >= TRADE_TARGETS.mobileScore)}, ` +
      `LCP ≤ ${TRADE_TARGETS.lcpMs} ms ${verdict(mobile.lcpMs <= TRADE_TARGETS.lcpMs)}, ` +
      `TBT ≤ ${TRADE_TARGETS.tbtMs} ms ${verdict(mobile.tbtMs <= TRADE_TARGETS.tbtMs)}, ` +
      `CLS ≤ ${TRADE_TARGETS.cls} ${verdict(mobile.cls <= TRADE_TARGETS.cls)}`,
  );
}

export async function reportTradeTraffic(browser: Browser, siteUrl: string, devnetUrl: string): Promise<void> {
  const ours = await measureTradeTraffic(browser, siteUrl, devnetUrl);
  const baseline = await baselinePollingMinute('BEE', `${devnetUrl}/sidechain/0`, `${devnetUrl}/info`);
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const sample = ({ requests, bytes, decodedBytes }: TrafficSample) => `${requests} requests, ${kB(bytes)} transferred (${kB(decodedBytes)} decoded)`;
  console.log('\n/trade/BEE — service traffic on the devnet (app files not counted; response bodies)');
  console.log(`first load:              ${sample(ours.firstLoad)}`);
  console.log(`one minute of polling:   ${sample(ours.pollingMinute)}`);
  console.log(`baseline's minute:       ${sample(baseline)} (its request set replayed on the same chain)`);
  const share = ours.pollingMinute.bytes / baseline.bytes;
  console.log(`polling bytes: ${(share * 100).toFixed(0)} % of the baseline's (target ≤ ${TRADE_TARGETS.pollingBytesShare * 100} %): ${verdict(share <= TRADE_TARGETS.pollingBytesShare)}`);
}
