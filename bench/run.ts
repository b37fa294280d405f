/**
 * `npm run bench`: first-page and per-remote bytes of the built site on the devnet.
 * Target (STACK-NOTES): ≤ 160 kB gzipped JS + CSS for the shell's first page.
 */
import { chromium } from 'playwright-core';
import { DEVNET_URL, devnetControl } from '../e2e/fixtures/devnet-control';
import { logInThroughApi, SITE_URL } from '../e2e/fixtures/session';
import { measureFirstPageBytes } from './first-page-bytes';
import { ensureSiteRunning } from './site';

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

const kB = (bytes: number) => (bytes / 1000).toFixed(1).padStart(7);

async function main(): Promise<void> {
  const stopSite = await ensureSiteRunning(SITE_URL, DEVNET_URL);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
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
    console.log('page                                   path                 files   JS gz kB  CSS gz kB');
    for (const r of results) {
      console.log(`${r.label.padEnd(38)} ${r.path.padEnd(20)} ${String(r.files).padStart(5)} ${kB(r.gzipJs)}    ${kB(r.gzipCss)}`);
    }
    const first = results[0];
    const total = first.gzipJs + first.gzipCss;
    if (first.gzipEmulator > 0) {
      console.log(`\nnot counted: devnet Keychain emulator ${kB(first.gzipEmulator)} kB (stands in for the browser extension)`);
    }
    console.log(`\nfirst page: ${kB(total)} kB gzipped (target ≤ ${FIRST_PAGE_TARGET_BYTES / 1000} kB): ${total <= FIRST_PAGE_TARGET_BYTES ? 'met' : 'NOT met'}`);
  } finally {
    await browser.close();
    stopSite();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
