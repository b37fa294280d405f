/**
 * `npm run serve -w <app>`: serves the app's dist/ on its port (@tdx/config `listenApp`). For the
 * shell it first copies the runtime config (TDX_CONFIG, default config/runtime/devnet.json) to
 * dist/config.json and the remote addresses (TDX_REMOTES, default config/runtime/remotes.devnet.json)
 * to dist/remotes.json, so either can change without a rebuild. HOST overrides the bind address.
 */
import fs from 'node:fs';
import path from 'node:path';
import { listenApp, runtimeFiles, servingFor } from '@tdx/config';

const appDir = process.cwd();
const serving = servingFor(path.basename(appDir));
const dist = path.join(appDir, 'dist');

if (!fs.existsSync(dist)) {
  console.error(`No dist/ in ${appDir}: run the build first.`);
  process.exit(1);
}

if (serving.isHost) {
  const files = runtimeFiles();
  fs.copyFileSync(files.config, path.join(dist, 'config.json'));
  fs.copyFileSync(files.remotes, path.join(dist, 'remotes.json'));
  console.log(`config.json ← ${files.config}\nremotes.json ← ${files.remotes}`);
}

const host = process.env.HOST ?? 'localhost';
listenApp(dist, serving, host).then(
  () => console.log(`${path.basename(appDir)}: http://${host}:${serving.port}`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
