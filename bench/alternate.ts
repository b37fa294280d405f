/**
 * Alternating single mobile Lighthouse runs of `/trade/BEE` on two builds of the site: on a shared
 * 2-core host, single runs of one build vary by ±40 % of TBT, so a change is judged against the
 * build before it run by run, in turns.
 *
 *   npx tsx bench/alternate.ts before=../old-checkout after=.
 *
 * Each `label=directory` is a checkout with its apps built (`npm run build`); PAIRS sets the
 * number of turns (default 4; the order flips every turn). Each run starts that checkout's site and
 * devnet (`npm run up`, so nothing else may hold their ports), resets the chain, lets the host
 * settle, runs Lighthouse once and stops the site.
 */
import { DEVNET_URL, devnetControl } from '../e2e/fixtures/devnet-control';
import { lighthouseMedians, median, type LighthouseFigures } from './lighthouse';
import { startSite } from './site';
import { buildsFrom, type Build } from './builds';

const PAGE_URL = `${process.env.SITE_URL ?? 'http://localhost:3000'}/trade/BEE`;
const SETTLE_MS = 10_000;

async function measureOnce({ root }: Build): Promise<{ figures: LighthouseFigures; benchmarkIndex: number }> {
  const stop = await startSite(root, [PAGE_URL, `${DEVNET_URL}/__devnet/status`]);
  try {
    await devnetControl.reset();
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const [run] = (await lighthouseMedians(PAGE_URL, 'mobile', 1)).runs;
    return run;
  } finally {
    await stop();
  }
}

async function main(): Promise<void> {
  const builds = buildsFrom(process.argv.slice(2));
  const pairs = Number(process.env.PAIRS ?? 4);
  const results = new Map<string, LighthouseFigures[]>(builds.map(({ label }) => [label, []]));
  for (let turn = 0; turn < pairs; turn += 1) {
    for (const build of turn % 2 ? [...builds].reverse() : builds) {
      const { figures, benchmarkIndex } = await measureOnce(build);
      results.get(build.label)?.push(figures);
      console.log(
        `${turn} ${build.label.padEnd(8)} score ${figures.score} LCP ${Math.round(figures.lcpMs)} TBT ${Math.round(figures.tbtMs)} FCP ${Math.round(figures.fcpMs)} benchmarkIndex ${Math.round(benchmarkIndex)}`,
      );
    }
  }
  for (const [label, runs] of results) {
    const of = (pick: (figures: LighthouseFigures) => number) => Math.round(median(runs.map(pick)));
    console.log(`${label}: medians of ${runs.length}: score ${of((f) => f.score)}, LCP ${of((f) => f.lcpMs)} ms, TBT ${of((f) => f.tbtMs)} ms`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
