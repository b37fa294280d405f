/**
 * `npm run serve -w <app>`: serves the app's dist/ with sirv on its port. For the shell it first
 * copies the runtime config (TDX_CONFIG, default config/runtime/devnet.json) to dist/config.json
 * and the remote addresses (TDX_REMOTES, default config/runtime/remotes.devnet.json) to
 * dist/remotes.json, so either can change without a rebuild. HOST overrides the bind address.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { runtimeFiles, servingFor, sirvArguments } from '@tdx/config';

const appDir = process.cwd();
const serving = servingFor(path.basename(appDir));

if (!fs.existsSync(path.join(appDir, 'dist'))) {
  console.error(`No dist/ in ${appDir}: run the build first.`);
  process.exit(1);
}

if (serving.isHost) {
  const files = runtimeFiles();
  fs.copyFileSync(files.config, path.join(appDir, 'dist', 'config.json'));
  fs.copyFileSync(files.remotes, path.join(appDir, 'dist', 'remotes.json'));
  console.log(`config.json ← ${files.config}\nremotes.json ← ${files.remotes}`);
}

// sirv-cli exports only its package.json; its CLI sits next to it.
const sirvCli = path.join(path.dirname(require.resolve('sirv-cli/package.json')), 'bin.js');
const sirv = spawn(process.execPath, [sirvCli, ...sirvArguments(serving, process.env.HOST ?? 'localhost')], {
  cwd: appDir,
  stdio: 'inherit',
});
sirv.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => sirv.kill(signal));
