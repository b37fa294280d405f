import path from 'node:path';
import { createFederatedConfig } from '@tdx/config';
import { earlyReadData, openAreaRoutes, ROUTE_MANIFEST, SHELL_PORT } from '@tdx/contracts';

export default createFederatedConfig({
  name: 'shell',
  port: SHELL_PORT,
  appDir: __dirname,
  isHost: true,
  routeHints: {
    script: path.join(__dirname, 'src/boot/route-hints.ts'),
    routes: openAreaRoutes(ROUTE_MANIFEST),
    // The dynamic imports every area's page loads (named where they are imported).
    startChunks: ['area-start', 'chain-api'],
    hostShares: path.join(__dirname, 'src/federation/host-shares.ts'),
    early: earlyReadData(ROUTE_MANIFEST),
  },
});
