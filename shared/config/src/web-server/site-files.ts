/**
 * Everything one run of the web server needs, written into one folder: `nginx.conf`, and the
 * `config.json` and `remotes.json` the shell serves. Used by the foreground script on the built
 * dist/ folders (any ports, e.g. beside the Node servers) and for the container (ports as today).
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, REMOTES, SHELL_PORT, type RuntimeConfig } from '@tdx/contracts';
import { REPO_ROOT } from '../shared-dependencies';
import { inlineScriptHashes, libraryStyleHashes, pageContentSecurityPolicy } from './content-security-policy';
import { nginxConfig, type NginxSite } from './nginx-config';

export interface SiteOptions {
  /** Folder written: nginx.conf, config.json, remotes.json (and nginx's own files for a foreground run). */
  outDir: string;
  /** The runtime config served as /config.json. */
  configFile: string;
  /** Added to every app's usual port (0 = 3000 and 3101–3107). */
  portOffset: number;
  /** Where browsers reach the shell (default http://localhost:<port>); an https origin adds upgrade-insecure-requests to the policy. */
  shellOrigin?: string;
  /** The remotes' addresses served as /remotes.json (default: each on localhost at its port). */
  remotesFile?: string;
  /** In the container: listen on every interface, apps under /srv, logs to the console. */
  container: boolean;
  /** nginx's brotli_static module, when installed. */
  brotliModule?: string;
}

/** The folder an app's build is served from (a remote's folder name is its name with dashes). */
const appFolder = (name: string) => (name === 'shell' ? 'shell' : name.replace(/_/g, '-'));

const appRoot = (options: SiteOptions, name: string) =>
  options.container ? `/srv/${appFolder(name)}` : path.join(REPO_ROOT, appFolder(name), 'dist');

export function remoteEntries(options: Pick<SiteOptions, 'portOffset' | 'remotesFile'>): Record<string, string> {
  if (options.remotesFile) return JSON.parse(fs.readFileSync(options.remotesFile, 'utf8')) as Record<string, string>;
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, `http://localhost:${REMOTES[name].port + options.portOffset}/remoteEntry.js`]));
}

/** The site's nginx description; the page policy hashes the inline scripts of the built shell page. */
export function siteFor(options: SiteOptions, config: RuntimeConfig, shellPage: string): NginxSite {
  const entries = remoteEntries(options);
  const shellPort = SHELL_PORT + options.portOffset;
  const shellOrigin = new URL(options.shellOrigin ?? `http://localhost:${shellPort}`).origin;
  return {
    host: options.container ? '' : '127.0.0.1',
    shellOrigin,
    shell: {
      root: appRoot(options, 'shell'),
      port: shellPort,
      runtimeDir: options.container ? '/srv/runtime' : options.outDir,
      contentSecurityPolicy: pageContentSecurityPolicy({
        config,
        remoteEntries: Object.values(entries),
        inlineScriptHashes: inlineScriptHashes(shellPage),
        libraryStyleHashes: libraryStyleHashes(),
        nonce: '$request_id',
        https: shellOrigin.startsWith('https:'),
      }),
    },
    remotes: REMOTE_NAMES.map((name) => ({ name, root: appRoot(options, name), port: REMOTES[name].port + options.portOffset })),
    brotliModule: options.brotliModule,
    runDir: options.container ? undefined : options.outDir,
    mimeTypes: '/etc/nginx/mime.types',
  };
}

/**
 * The runtime config as served: unless it names them itself, the remotes may load only from the
 * origins this site serves them from (`remoteOrigins`), so a tampered remotes.json cannot point an
 * area at another host.
 */
export function servedConfig(config: RuntimeConfig, entries: Record<string, string>): RuntimeConfig {
  if (config.remoteOrigins) return config;
  return { ...config, remoteOrigins: [...new Set(Object.values(entries).map((entry) => new URL(entry).origin))] };
}

export function writeSiteFiles(options: SiteOptions): NginxSite {
  const config = JSON.parse(fs.readFileSync(options.configFile, 'utf8')) as RuntimeConfig;
  const shellPage = fs.readFileSync(path.join(REPO_ROOT, 'shell/dist/index.html'), 'utf8');
  const site = siteFor(options, config, shellPage);
  fs.mkdirSync(options.outDir, { recursive: true });
  fs.writeFileSync(path.join(options.outDir, 'nginx.conf'), nginxConfig(site));
  const entries = remoteEntries(options);
  fs.writeFileSync(path.join(options.outDir, 'config.json'), `${JSON.stringify(servedConfig(config, entries), null, 2)}\n`);
  fs.writeFileSync(path.join(options.outDir, 'remotes.json'), `${JSON.stringify(entries, null, 2)}\n`);
  return site;
}
