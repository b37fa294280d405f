/** Each area's main public page under Lighthouse's mobile preset, against the targets every area holds. */
import { LIGHTHOUSE_HEADER, lighthouseMedians, lighthouseRow } from './lighthouse';
import { formatDiagnosis } from './lighthouse-diagnosis';

/** The main public page of each area the bench holds to the mobile targets (the trade page has its own report). */
const AREA_PAGES = [
  { label: 'mf-swap /swap', path: '/swap' },
  { label: 'mf-contracts /tokens', path: '/tokens' },
  { label: 'mf-nft-openhive /nfts', path: '/nfts' },
  { label: 'mf-bridge /bridge/transfers', path: '/bridge/transfers' },
];

const AREA_TARGETS = { mobileScore: 90, cls: 0.02 } as const;

const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

export async function reportAreaLighthouse(siteUrl: string, runs: number, cpuSlowdown: number): Promise<void> {
  console.log(`\neach area's main public page — Lighthouse mobile, ${runs} run(s), medians (CPU ${cpuSlowdown}×)`);
  console.log(`page                  ${LIGHTHOUSE_HEADER}  targets (score ≥ ${AREA_TARGETS.mobileScore}, CLS ≤ ${AREA_TARGETS.cls})`);
  const diagnoses: string[] = [];
  for (const { label, path } of AREA_PAGES) {
    const measured = await lighthouseMedians(`${siteUrl}${path}`, 'mobile', runs, cpuSlowdown);
    const { medians } = measured;
    const met = medians.score >= AREA_TARGETS.mobileScore && medians.cls <= AREA_TARGETS.cls;
    console.log(`${lighthouseRow(label, medians)}  ${verdict(met)}`);
    diagnoses.push(...measured.runs.map(({ diagnosis }, run) => formatDiagnosis(`${label} run ${run + 1}`, diagnosis)));
  }
  console.log('\nwhat each run says about itself:');
  for (const diagnosis of diagnoses) console.log(diagnosis);
}
