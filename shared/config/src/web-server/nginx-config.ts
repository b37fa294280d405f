/**
 * The production web server's configuration (nginx): the shell and each remote on its own origin,
 * long-lived caching for content-hashed files, none for the files that name them, precompressed
 * files, the shell's page fallback (the same rule as `appRequestHandler`), CORS on the remotes for
 * the shell's origin, and the security headers on every response.
 */
import { STYLE_NONCE_PLACEHOLDER } from '@tdx/contracts';
import { FILE_PATH, PAGE_PATTERNS } from '../app-serving';
import { FILE_CONTENT_SECURITY_POLICY } from './content-security-policy';

export interface NginxApp {
  /** The built folder served. */
  root: string;
  port: number;
}

export interface NginxSite {
  /** Interface to listen on; empty for every interface (in a container). */
  host: string;
  /** The shell's own address as browsers reach it (remotes allow it through CORS). */
  shellOrigin: string;
  shell: NginxApp & {
    /** Folder holding the `config.json` and `remotes.json` this site serves. */
    runtimeDir: string;
    /** The page's policy; `$request_id` stands for the response's nonce. */
    contentSecurityPolicy: string;
  };
  remotes: Array<NginxApp & { name: string }>;
  /** Path of nginx's brotli_static module when installed: `.br` files then go to browsers that accept them. */
  brotliModule?: string;
  /** A foreground run without root: every file nginx writes goes under this folder. */
  runDir?: string;
  /** nginx's own MIME table. */
  mimeTypes: string;
}

/** A page of the manifest (any dots allowed) as an nginx regex; trailing slashes as the Node server allows. */
export function pagePathRegex(pattern: Array<string | null>): string {
  const escape = (segment: string) => segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `^${pattern.map((segment) => (segment === null ? '[^/]+' : escape(segment))).join('/')}/*$`;
}

/** A value in nginx double quotes (nginx reads backslashes in them literally, as regexes need). */
const quoted = (value: string) => `"${value.replace(/"/g, '\\"')}"`;

const HASHED_FILE = String.raw`\.[0-9a-f]{8}\.(?:js|css)$`;

export const CACHE = {
  hashed: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
  page: 'no-store',
} as const;

export const SECURITY_HEADERS = {
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

/** HSTS only on https (directly or behind a TLS proxy): browsers ignore it on http, and on localhost it would pin every local port to https. */
export const HSTS = 'max-age=63072000; includeSubDomains';

function headerLines(cache: string, contentSecurityPolicy: string, extra: Record<string, string> = {}): string[] {
  const headers: Record<string, string> = { 'Cache-Control': cache, ...SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy, ...extra };
  return [...Object.entries(headers).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`), 'add_header Strict-Transport-Security $tdx_hsts always;'];
}

const block = (head: string, lines: string[]) => [`${head} {`, ...lines.map((line) => `  ${line}`), '}'];

function shellServer(site: NginxSite): string[] {
  const { shell } = site;
  const files = (cache: string) => headerLines(cache, FILE_CONTENT_SECURITY_POLICY);
  const runtimeFile = (name: string) => block(`location = /${name}`, [`root ${quoted(shell.runtimeDir)};`, ...files(CACHE.revalidate)]);
  return block('server', [
    `listen ${site.host ? `${site.host}:` : ''}${shell.port};`,
    `root ${quoted(shell.root)};`,
    ...runtimeFile('config.json'),
    ...runtimeFile('remotes.json'),
    ...block('location /builds/', files(CACHE.revalidate)),
    ...block(`location ~ ${quoted(HASHED_FILE)}`, [...files(CACHE.hashed), 'try_files $uri @page;']),
    // The page: a fresh nonce per response (so never cached), compressed after the nonce is written.
    ...block('location = /index.html', [
      'gzip_static off;',
      ...(site.brotliModule ? ['brotli_static off;'] : []),
      'sub_filter_once off;',
      `sub_filter ${quoted(STYLE_NONCE_PLACEHOLDER)} $request_id;`,
      ...headerLines(CACHE.page, shell.contentSecurityPolicy),
    ]),
    ...block('location /', [...files(CACHE.revalidate), 'try_files $uri @page;']),
    ...block('location @page', [...files(CACHE.revalidate), 'if ($tdx_missing_file) { return 404; }', 'rewrite ^ /index.html last;']),
  ]);
}

function remoteServer(site: NginxSite, remote: NginxApp & { name: string }): string[] {
  const cors = { 'Access-Control-Allow-Origin': site.shellOrigin, 'Access-Control-Allow-Headers': 'Origin, Content-Type, Accept, Range' };
  const files = (cache: string) => headerLines(cache, FILE_CONTENT_SECURITY_POLICY, cors);
  return [
    `# ${remote.name}`,
    ...block('server', [
      `listen ${site.host ? `${site.host}:` : ''}${remote.port};`,
      `root ${quoted(remote.root)};`,
      ...block(`location ~ ${quoted(HASHED_FILE)}`, [...files(CACHE.hashed), 'try_files $uri =404;']),
      ...block('location /', [...files(CACHE.revalidate), 'try_files $uri =404;']),
    ]),
  ];
}

/** Whether a missing path names a file (a 404) rather than a page: pages of the manifest first, whatever dots they hold. */
function missingFileMap(): string[] {
  const pages = PAGE_PATTERNS.map((pattern) => `${quoted(`~${pagePathRegex(pattern)}`)} 0;`);
  return block('map $uri $tdx_missing_file', ['default 0;', ...new Set(pages), `${quoted(`~${FILE_PATH.source}`)} 1;`]);
}

export function nginxConfig(site: NginxSite): string {
  const run = site.runDir;
  const lines = [
    ...(site.brotliModule ? [`load_module ${quoted(site.brotliModule)};`] : []),
    'worker_processes 1;',
    ...(run ? [`pid ${quoted(`${run}/nginx.pid`)};`, `error_log ${quoted(`${run}/error.log`)} warn;`] : ['error_log stderr warn;']),
    ...block('events', ['worker_connections 512;']),
    ...block('http', [
      `include ${quoted(site.mimeTypes)};`,
      'default_type application/octet-stream;',
      'charset utf-8;',
      'charset_types text/css application/javascript application/json text/plain;',
      'server_tokens off;',
      'sendfile on;',
      ...(run
        ? [`access_log ${quoted(`${run}/access.log`)};`, ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${quoted(`${run}/${kind}`)};`)]
        : ['access_log /dev/stdout;']),
      'gzip_static on;',
      ...(site.brotliModule ? ['brotli_static on;'] : []),
      'gzip on;',
      'gzip_vary on;',
      'gzip_types application/javascript application/json text/css text/plain image/svg+xml;',
      ...block('map $http_x_forwarded_proto $tdx_forwarded_https', ['default 0;', 'https 1;']),
      ...block('map "$https$tdx_forwarded_https" $tdx_hsts', ['default "";', `"~(on|1)" ${quoted(HSTS)};`]),
      ...missingFileMap(),
      ...shellServer(site),
      ...site.remotes.flatMap((remote) => remoteServer(site, remote)),
    ]),
  ];
  return `# Generated by scripts/serve/nginx-config.ts from the runtime config: edit that, not this file.\n${lines.join('\n')}\n`;
}
