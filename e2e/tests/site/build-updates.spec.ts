import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../../fixtures';
import { Shell } from '../../pages/shell';
import { Site } from '../../pages/site';

const ROOT = path.resolve(__dirname, '../../..');
const BRIDGE_ORIGIN = 'http://localhost:3106';
const SHELL_ORIGIN = 'http://localhost:3000';
/** The bridge's files other than its entry and its build manifest: the chunks a redeploy replaces (a retry adds a query). */
const BRIDGE_CHUNKS = /^http:\/\/localhost:3106\/(?!remoteEntry\.js|builds\/).+\.js(\?.*)?$/;

test.beforeEach(async ({ devnet }) => {
  await devnet.patchSettings({ announcements: [] });
});

/** Builds mf-bridge as `buildId` and returns a copy of that dist, leaving the served dist as it was. */
function buildAside(buildId: string, stash: string): string {
  const dist = path.join(ROOT, 'mf-bridge/dist');
  const before = path.join(stash, 'before');
  const after = path.join(stash, 'after');
  cpSync(dist, before, { recursive: true });
  execFileSync('npm', ['run', 'build', '-w', 'mf-bridge'], { cwd: ROOT, env: { ...process.env, TDX_BUILD_ID: buildId }, stdio: 'ignore' });
  cpSync(dist, after, { recursive: true });
  rmSync(dist, { recursive: true, force: true });
  cpSync(before, dist, { recursive: true });
  return after;
}

function deploy(build: string): void {
  const dist = path.join(ROOT, 'mf-bridge/dist');
  rmSync(dist, { recursive: true, force: true });
  cpSync(build, dist, { recursive: true });
}

test.describe('a remote redeployed while a page is open', () => {
  const buildId = `site-redeploy-${Date.now()}`;
  let stash = '';
  let newBuild = '';

  // The build runs before the test (a cold build takes minutes on a busy machine); the deploy during it.
  test.beforeAll(() => {
    test.setTimeout(600_000);
    stash = mkdtempSync(path.join(os.tmpdir(), 'tdx-redeploy-'));
    newBuild = buildAside(buildId, stash);
  });
  test.afterAll(() => stash && rmSync(stash, { recursive: true, force: true }));

  test('its chunks missing after the deploy make the page reload once, onto the new build', async ({ page }) => {
    const site = new Site(page);
    let redeploy!: () => void;
    const redeployed = new Promise<void>((resolve) => (redeploy = resolve));
    let chunkAsked!: () => void;
    const chunkRequested = new Promise<void>((resolve) => (chunkAsked = resolve));
    // The old build's chunks are asked for, then the deploy replaces them before they arrive.
    await page.route(BRIDGE_CHUNKS, async (route) => {
      chunkAsked();
      await redeployed;
      await route.continue();
    });
    const loads = site.countPageLoads();
    // The page's boot script reads which build is running with the parcel's file list.
    const runningBuildRecorded = page.waitForResponse(`${BRIDGE_ORIGIN}/parcel-files.json`);
    await page.goto('/bridge/transfers', { waitUntil: 'commit' });
    await runningBuildRecorded;
    await chunkRequested;
    deploy(newBuild);
    redeploy();

    const parcel = page.getByTestId('remote-mf_bridge').locator('[data-build-id]');
    await expect(parcel).toHaveAttribute('data-build-id', buildId, { timeout: 30_000 });
    await page.waitForTimeout(2000);
    expect(loads.count()).toBe(2);
  });
});

test('a remote whose chunks keep failing while newer builds keep appearing reloads once, then shows its area error', async ({ page }) => {
  const site = new Site(page);
  await site.deployNewBuildOnEveryCheck(BRIDGE_ORIGIN);
  await page.route(BRIDGE_CHUNKS, (route) => route.fulfill({ status: 404, body: 'gone' }));
  const loads = site.countPageLoads();
  await page.goto('/bridge/transfers');
  const areaError = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
  await expect(areaError).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(2000);
  expect(loads.count()).toBe(2);
  await expect(new Shell(page).loginButton).toBeVisible();
});

test('a shell chunk missing after a newer shell build is deployed reloads the page once', async ({ page }) => {
  const shell = new Shell(page);
  const site = new Site(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await site.deployNewBuildOnEveryCheck(SHELL_ORIGIN);
  await page.route(/^http:\/\/localhost:3000\/[\w.-]+\.[0-9a-f]{8}\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }), { times: 1 });
  const loads = site.countPageLoads();
  await shell.loginButton.click();
  await expect.poll(() => loads.count()).toBe(1);
  await shell.openLogin();
  await page.waitForTimeout(2000);
  expect(loads.count()).toBe(1);
});
