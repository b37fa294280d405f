import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_LAUNCH_OPTIONS } from './chromium-flags';

const ROOT = path.resolve(__dirname, '..');
const CI = !!process.env.CI;

/** The shell and the seven remotes, each served from its production build. */
const APPS: Array<{ workspace: string; port: number }> = [
  { workspace: 'shell', port: 3000 },
  { workspace: 'mf-trade', port: 3101 },
  { workspace: 'mf-swap', port: 3102 },
  { workspace: 'mf-wallet', port: 3103 },
  { workspace: 'mf-nft-openhive', port: 3104 },
  { workspace: 'mf-contracts', port: 3105 },
  { workspace: 'mf-bridge', port: 3106 },
  { workspace: 'mf-admin', port: 3107 },
];

/** The devnet every run tests against, started fresh (the nginx run uses it too). */
export const DEVNET_SERVER = {
  command: 'npm run devnet -- --fresh',
  cwd: ROOT,
  url: 'http://localhost:3900/__devnet/status',
  env: { DEVNET_DATA: path.join(os.tmpdir(), `tdx-e2e-devnet-${process.pid}`, 'state.json') },
  reuseExistingServer: !CI,
  timeout: 60_000,
};

export default defineConfig({
  testDir: './tests',
  // The web server's own checks need nginx's headers: playwright.nginx.config.ts runs them.
  testIgnore: ['**/web-server/**'],
  // One devnet holds the state every test resets: tests run one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: CI,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: 'http://localhost:3000',
    trace: 'retain-on-failure',
    launchOptions: E2E_LAUNCH_OPTIONS,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: [
    DEVNET_SERVER,
    ...APPS.map(({ workspace, port }) => ({
      command: `npm run serve -w ${workspace}`,
      cwd: ROOT,
      port,
      reuseExistingServer: !CI,
      timeout: 60_000,
    })),
  ],
});
