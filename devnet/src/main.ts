import { resolve } from 'node:path';
import { contracts } from './contracts';
import { buildSeed } from './seed';
import { parseCli } from './server/config';
import { startDevnet } from './server/start';
import { services } from './services';

/** `npm run devnet -- [--fresh] [--scale <n>] [--port <n>]` */
async function main(): Promise<void> {
  const { config, fresh, host } = parseCli(process.argv.slice(2), process.env, resolve(__dirname, '..'));
  const devnet = await startDevnet({ config, fresh, host, contracts, services, buildSeed });
  console.log(`devnet listening on ${devnet.url} (data: ${config.dataFile}${fresh ? ', fresh' : ''}, scale ${config.scale})`);
  let stopping = false;
  // `on`, not `once`: a second signal (tsx relays them too) must not fall through to a default exit.
  const stop = () => {
    if (stopping) return;
    stopping = true;
    devnet
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('devnet failed to start:', error);
  process.exit(1);
});
