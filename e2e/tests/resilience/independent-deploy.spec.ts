import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../fixtures';

const ROOT = path.resolve(__dirname, '../../..');

/** The shell's entry as built: unchanged when only a remote is redeployed. */
function shellEntry(): string {
  return readFileSync(path.join(ROOT, 'shell/dist/main.js'), 'utf8');
}

test('rebuilding one remote changes the running site without rebuilding the shell', async ({ page }) => {
  test.setTimeout(180_000);
  const buildId = `redeploy-${Date.now()}`;
  const shellBefore = shellEntry();
  await page.goto('/bridge/transfers');
  const parcel = page.getByTestId('remote-mf_bridge').locator('[data-build-id]');
  await expect(parcel).toHaveAttribute('data-build-id', /.+/);
  expect(await parcel.getAttribute('data-build-id')).not.toBe(buildId);

  execFileSync('npm', ['run', 'build', '-w', 'mf-bridge'], {
    cwd: ROOT,
    env: { ...process.env, TDX_BUILD_ID: buildId },
    stdio: 'ignore',
  });

  await page.reload();
  await expect(parcel).toHaveAttribute('data-build-id', buildId);
  expect(shellEntry()).toBe(shellBefore);
});
