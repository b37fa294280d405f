import { expect, test } from '../../fixtures';
import { Shell } from '../../pages/shell';

/**
 * One copy per page of every singleton, with the shell and two remotes mounted. Duplication is
 * silent (nothing fails at once; each copy keeps its own state), so it is counted three ways:
 * React renderers that register with the DevTools hook, the Module Federation share scope (at most one loaded version per shared key), and
 * the loaded JavaScript (no library's code downloaded from a remote's origin).
 */
const SINGLETONS = [
  'react',
  'react-dom',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  '@tdx/ui',
  '@tdx/router',
  'single-spa',
  'single-spa-react',
  '@tdx/contracts',
  '@tdx/event-bus',
  '@tdx/session',
  '@tdx/settings',
  '@tdx/api',
  '@tdx/keychain',
];

/** Taken by every parcel (through `@tdx/ui/parcel` and the pages themselves). */
const PARCEL_SINGLETONS = ['react', '@tdx/ui', '@tdx/router', '@tdx/contracts', '@tdx/session', '@tdx/settings'];

declare global {
  interface Window {
    __rendererCount?: number;
    __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, SharedEntry>>>> };
  }
}

interface SharedEntry {
  loaded?: boolean;
  lib?: unknown;
}

/**
 * Text found only in each library's own code. A remote that bundled a private copy instead of
 * taking the shell's would download it from its own origin.
 */
const LIBRARY_MARKERS: Record<string, string> = {
  'react / react-dom': 'react.dev/errors',
  'MUI (@tdx/ui)': 'MuiButtonBase',
  emotion: 'data-emotion',
  rxjs: 'object unsubscribed',
  '@tdx/session': 'auth.access_token',
  '@tdx/settings': 'Failed to fetch settings',
  '@tdx/keychain': 'user_cancel',
  '@tdx/api': 'getTransactionInfo',
};

const SHELL_ORIGIN = 'http://localhost:3000';
const REMOTE_ORIGIN = /^http:\/\/localhost:310[1-7]\//;

test('react-dom, the UI layer, emotion, single-spa and every @tdx package load once per page', async ({ page }) => {
  await page.addInitScript(() => {
    window.__rendererCount = 0;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        renderers: new Map(),
        supportsFiber: true,
        inject() {
          window.__rendererCount = (window.__rendererCount ?? 0) + 1;
          return window.__rendererCount;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  const remoteScripts = new Map<string, string>();
  const pageScripts = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (response.url().startsWith(SHELL_ORIGIN)) pageScripts.set(response.url(), body);
    if (REMOTE_ORIGIN.test(response.url())) remoteScripts.set(response.url(), body);
  });
  // Logging in through the modal loads the lazily loaded packages too (Keychain, overlays, toasts).
  const shell = new Shell(page);
  await page.goto('/wallet');
  await shell.logInWithModal('alice');
  await expect(page.getByTestId('wallet-username')).toHaveText('alice');
  await page.getByRole('banner').getByRole('link', { name: /trade/i }).first().click();
  await expect(page.getByTestId('remote-mf_trade')).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const remotePort of [3101, 3103]) {
    expect([...remoteScripts.keys()].some((url) => url.startsWith(`http://localhost:${remotePort}/`))).toBe(true);
  }

  expect(await page.evaluate(() => window.__rendererCount)).toBe(1);

  const providers = await page.evaluate((keys) => {
    const loaded: Record<string, Set<string>> = {};
    for (const scopes of Object.values(window.__FEDERATION__?.__SHARE__ ?? {})) {
      for (const packages of Object.values(scopes)) {
        for (const key of keys) {
          for (const [version, entry] of Object.entries(packages[key] ?? {})) {
            if (!entry.loaded && typeof entry.lib !== 'function') continue;
            (loaded[key] ??= new Set()).add(version);
          }
        }
      }
    }
    return Object.fromEntries(Object.entries(loaded).map(([key, set]) => [key, [...set]]));
  }, SINGLETONS);

  // A module no remote asked for was never loaded through the share scope (the shell uses its own
  // copy directly); one that was is loaded in one version. That it is the shell's copy shows below:
  // no library code comes from a remote's origin. (The scope's `from` names the first consumer.)
  for (const key of SINGLETONS) expect((providers[key] ?? []).length, `${key}: loaded versions`).toBeLessThanOrEqual(1);
  for (const key of PARCEL_SINGLETONS) expect(providers[key] ?? [], `${key}: loaded versions`).toHaveLength(1);
  const libraryCodeFromRemotes = [...remoteScripts.entries()].flatMap(([url, body]) =>
    Object.entries(LIBRARY_MARKERS).filter(([, marker]) => body.includes(marker)).map(([library]) => `${library} in ${url}`),
  );
  expect(libraryCodeFromRemotes).toEqual([]);
  const shellScripts = [...pageScripts.values()].join('\n');
  for (const [library, marker] of Object.entries(LIBRARY_MARKERS)) {
    expect(shellScripts.includes(marker), `${library} is loaded from the shell`).toBe(true);
  }
});
