/**
 * Gzipped JS and CSS the browser downloads for the shell's first page and, on top of it, for the
 * first mount of each remote. Bytes are `gzip -9` of each response body (the measure the 160 kB
 * budget was set in), counted until the network is idle; beside them the bytes the server
 * actually sent (brotli where the browser accepts it). A remote's first mount is split into its
 * federation container (`remoteEntry.js`), the area's own files (everything else served from
 * beside its entry) and the shared modules it takes from the page's share scope (served by the
 * shell, paid once for every area that uses them). Needs the built apps served and the devnet up.
 */
import { execFileSync } from 'node:child_process';
import type { BrowserContext, Page, Response } from 'playwright-core';

/** Fresh browser contexts: anonymous for the first page, signed in (an admin) so guarded remotes mount. */
export interface ContextFactory {
  anonymous(): Promise<BrowserContext>;
  signedIn(): Promise<BrowserContext>;
}

export interface PageBytes {
  label: string;
  path: string;
  files: number;
  gzipJs: number;
  gzipCss: number;
  /** JS and CSS bodies as transferred by the static servers. */
  wire: number;
  /** Gzipped JS of the devnet's Keychain emulator: it stands in for a browser extension, so it is not the site's bytes. */
  gzipEmulator: number;
  /** A remote's mount only: its `remoteEntry.js`, and its other files (the area's own code, JS + CSS), gzipped. */
  area?: { entry: number; own: number };
}

type Asset = { kind: 'js' | 'css' | 'emulator'; url: string; gzip: number; wire: number };

/** The devnet serves the Keychain emulator script that `config.json`'s `keychainScript` names. */
const KEYCHAIN_EMULATOR_PATH = '/keychain.js';

function assetKind(response: Response): Asset['kind'] {
  if (response.request().resourceType() === 'stylesheet') return 'css';
  return new URL(response.url()).pathname === KEYCHAIN_EMULATOR_PATH ? 'emulator' : 'js';
}

const SETTLE_MS = 1500;

/** GNU `gzip -9`, the measure of the first-page budget (Node's zlib at level 9 comes out ~0.2 % larger). */
function gzipBytes(body: Buffer): number {
  return execFileSync('gzip', ['-9', '-c'], { input: body, maxBuffer: 64 * 1024 * 1024 }).length;
}

function collectAssets(page: Page): { take: () => Promise<Asset[]> } {
  const pending: Array<Promise<Asset | null>> = [];
  const seen = new Set<string>();
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if ((type !== 'script' && type !== 'stylesheet') || seen.has(response.url())) return;
    seen.add(response.url());
    pending.push(
      Promise.all([response.body(), response.request().sizes()])
        .then(([body, sizes]) => ({ kind: assetKind(response), url: response.url(), gzip: gzipBytes(body), wire: sizes.responseBodySize }))
        .catch(() => null),
    );
  };
  page.on('response', onResponse);
  return {
    take: async () => {
      page.off('response', onResponse);
      const assets = await Promise.all(pending);
      return assets.filter((a): a is Asset => a !== null);
    },
  };
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
}

const gzipSum = (assets: Asset[]) => assets.reduce((total, a) => total + a.gzip, 0);

function summarise(label: string, path: string, assets: Asset[]): PageBytes {
  const sum = (kind: Asset['kind']) => gzipSum(assets.filter((a) => a.kind === kind));
  const site = assets.filter((a) => a.kind !== 'emulator');
  const wire = site.reduce((total, a) => total + a.wire, 0);
  return { label, path, files: site.length, gzipJs: sum('js'), gzipCss: sum('css'), wire, gzipEmulator: sum('emulator') };
}

/** The area's files are those served from beside its entry, wherever the runtime config puts it. */
function areaBytes(assets: Asset[], entryUrl: string): PageBytes['area'] {
  const folder = entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);
  const areaFiles = assets.filter((a) => a.url.startsWith(folder));
  const entry = areaFiles.filter((a) => a.url.split('?')[0] === entryUrl);
  return { entry: gzipSum(entry), own: gzipSum(areaFiles.filter((a) => !entry.includes(a))) };
}

/** A remote mounted by the bench: its manifest key (`remotes.json`), a label and the page opened. */
export interface RemoteMount {
  remote: string;
  label: string;
  path: string;
}

/** Measures `/` on a fresh anonymous page, then each remote path navigated to from `/` in its own signed-in page. */
export async function measureFirstPageBytes(contexts: ContextFactory, siteUrl: string, remotePaths: RemoteMount[]): Promise<PageBytes[]> {
  const entries = (await (await fetch(`${siteUrl}/remotes.json`)).json()) as Record<string, string>;
  const results: PageBytes[] = [];
  const context = await contexts.anonymous();
  const page = await context.newPage();
  const first = collectAssets(page);
  await page.goto(siteUrl);
  await settle(page);
  results.push(summarise('shell first page', '/', await first.take()));
  await context.close();

  for (const remote of remotePaths) {
    const remoteContext = await contexts.signedIn();
    const remotePage = await remoteContext.newPage();
    await remotePage.goto(siteUrl);
    await settle(remotePage);
    const extra = collectAssets(remotePage);
    await remotePage.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, remote.path);
    await settle(remotePage);
    const assets = await extra.take();
    const entryUrl = entries[remote.remote];
    if (!entryUrl) throw new Error(`remotes.json has no ${remote.remote}`);
    results.push({ ...summarise(`${remote.label} first mount (extra)`, remote.path, assets), area: areaBytes(assets, entryUrl) });
    await remoteContext.close();
  }
  return results;
}
