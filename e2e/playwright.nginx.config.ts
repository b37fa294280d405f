/**
 * A subset of the suites (home, trade, wallet, login, a remote down) and the web server's own checks,
 * run against nginx serving the built dist/ folders with the production configuration
 * (scripts/serve/nginx.sh) instead of the Node servers: caching, page fallback, security headers and
 * the enforced Content-Security-Policy, with any policy violation failing the test. nginx listens
 * 1000 ports up (shell 4000, remotes 4101–4107), so it can run beside the Node servers.
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import type { CspOptions } from './fixtures';
import base, { DEVNET_SERVER } from './playwright.config';

const PORT_OFFSET = 1000;
const SITE_URL = `http://localhost:${3000 + PORT_OFFSET}`;
// Read by the fixtures in every worker (they load this file first).
process.env.SITE_URL = SITE_URL;
process.env.TDX_PORT_OFFSET = String(PORT_OFFSET);

export default defineConfig<CspOptions>({
  ...base,
  testIgnore: undefined,
  testMatch: [
    'web-server/**/*.spec.ts',
    'pages/home.spec.ts',
    'trade/market-orders.spec.ts',
    'wallet/balances.spec.ts',
    'shell/login.spec.ts',
    'resilience/remote-down.spec.ts',
  ],
  outputDir: path.join(__dirname, 'test-results', 'nginx'),
  use: { ...base.use, baseURL: SITE_URL, failOnCspViolations: true },
  webServer: [
    DEVNET_SERVER,
    {
      command: 'bash scripts/serve/nginx.sh',
      cwd: path.resolve(__dirname, '..'),
      env: { PORT_OFFSET: String(PORT_OFFSET) },
      url: `${SITE_URL}/config.json`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
