/**
 * Writes a web-server run's files (nginx.conf, config.json, remotes.json) into one folder.
 *   tsx scripts/serve/nginx-config.ts --out <dir> [--config config/runtime/devnet.json] [--port-offset 0]
 *     [--shell-origin https://site.example] [--remotes <remotes.json>] [--container]
 *     [--brotli-module <path of ngx_http_brotli_static_module.so>]
 * The shell must be built: its page's inline script is hashed into the Content-Security-Policy.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeSiteFiles } from '@tdx/config';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    config: { type: 'string', default: 'config/runtime/devnet.json' },
    'port-offset': { type: 'string', default: '0' },
    'shell-origin': { type: 'string' },
    remotes: { type: 'string' },
    container: { type: 'boolean', default: false },
    'brotli-module': { type: 'string' },
  },
});

if (!values.out) {
  console.error('--out <dir> is required');
  process.exit(1);
}

const site = writeSiteFiles({
  outDir: path.resolve(values.out),
  configFile: path.resolve(values.config),
  portOffset: Number(values['port-offset']),
  shellOrigin: values['shell-origin'],
  remotesFile: values.remotes && path.resolve(values.remotes),
  container: values.container,
  brotliModule: values['brotli-module'],
});
console.log(`${path.resolve(values.out)}/nginx.conf: shell on ${site.shell.port}, remotes on ${site.remotes.map((remote) => remote.port).join(', ')}`);
