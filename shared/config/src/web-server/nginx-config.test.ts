import { FILE_PATH, isFilePath, isPagePath, PAGE_PATTERNS } from '../app-serving';
import { CACHE, nginxConfig, pagePathRegex, type NginxSite } from './nginx-config';

const site: NginxSite = {
  host: '127.0.0.1',
  shellOrigin: 'http://localhost:4000',
  shell: { root: '/srv/shell', port: 4000, runtimeDir: '/run/tdx', contentSecurityPolicy: "default-src 'none'; style-src 'nonce-$request_id'" },
  remotes: [{ name: 'mf_trade', root: '/srv/mf-trade', port: 4101 }],
  runDir: '/run/tdx',
  mimeTypes: '/etc/nginx/mime.types',
};

/** What nginx's `map $uri $tdx_missing_file` answers for a path: the first regex that matches, in order. */
function missingFile(config: string, uri: string): boolean {
  const map = config.slice(config.indexOf('map $uri $tdx_missing_file'));
  const rows = [...map.slice(0, map.indexOf('}')).matchAll(/^\s*"~(.*)" ([01]);$/gm)];
  const row = rows.find(([, regex]) => new RegExp(regex ?? '').test(uri));
  return row?.[2] === '1';
}

/** The server block for a port. */
function server(config: string, port: number): string {
  const start = config.indexOf(`listen 127.0.0.1:${port};`);
  return config.slice(start, config.indexOf('\n  }\n', start));
}

describe('pagePathRegex', () => {
  it('matches the same paths as the Node server for every page of the manifest, dots included', () => {
    // `/` is no file path either way: only the patterns with a segment are compared.
    for (const pattern of PAGE_PATTERNS.filter((segments) => segments.some(Boolean))) {
      const regex = new RegExp(pagePathRegex(pattern));
      const sample = pattern.map((segment) => segment ?? 'SWAP.ETH').join('/');
      expect(regex.test(sample)).toBe(true);
      expect(regex.test(`${sample}/`)).toBe(isPagePath(`${sample}/`));
      expect(regex.test(`${sample}/extra`)).toBe(false);
    }
  });
});

describe('nginxConfig', () => {
  const config = nginxConfig(site);

  it('gives the page to every manifest page and non-file path, and a 404 to a missing file', () => {
    for (const page of ['/trade/SWAP.ETH', '/openhive/CITY/v1.2', '/tokens', '/wallet/', '/no/such/page', '/history/SWAP.HIVE']) {
      expect(missingFile(config, page)).toBe(false);
    }
    for (const file of ['/missing.js', '/0a1b2c3d.css', '/builds/old.json', '/favicon.ico']) expect(missingFile(config, file)).toBe(true);
    // The rule is the Node server's: a file path is missing unless it is a page of the manifest.
    for (const uri of ['/openhive/CITY/art.png', '/trade/BEE.js', '/x/y.map']) expect(missingFile(config, uri)).toBe(isFilePath(uri) && !isPagePath(uri));
    expect(config).toContain(`"~${FILE_PATH.source}" 1;`);
  });

  it('caches hashed files for a year and never the page, the runtime files or the build manifests', () => {
    const shell = server(config, 4000);
    const location = (head: string) => shell.slice(shell.indexOf(head), shell.indexOf('\n    }', shell.indexOf(head)));
    expect(location('location ~ "\\.[0-9a-f]{8}\\.(?:js|css)$"')).toContain(`Cache-Control "${CACHE.hashed}"`);
    expect(location('location = /index.html')).toContain('Cache-Control "no-store"');
    for (const head of ['location = /config.json', 'location = /remotes.json', 'location /builds/', 'location / ']) {
      expect(location(head)).toContain('Cache-Control "no-cache"');
    }
  });

  it('writes a fresh nonce into the page and its policy, compressing after the substitution', () => {
    const page = server(config, 4000).split('location = /index.html')[1] ?? '';
    expect(page).toContain('sub_filter "__CSP_NONCE__" $request_id;');
    expect(page).toContain('gzip_static off;');
    expect(page).toContain(`add_header Content-Security-Policy "default-src 'none'; style-src 'nonce-$request_id'" always;`);
  });

  it('serves remote files only, with CORS for the shell origin', () => {
    const remote = server(config, 4101);
    expect(remote).toContain('add_header Access-Control-Allow-Origin "http://localhost:4000" always;');
    expect(remote).not.toContain('@page');
    expect(remote).toContain('try_files $uri =404;');
  });

  it('sends HSTS only over https, directly or behind a TLS proxy', () => {
    expect(config).toContain('map $http_x_forwarded_proto $tdx_forwarded_https');
    expect(config).toMatch(/map "\$https\$tdx_forwarded_https" \$tdx_hsts \{\n\s+default "";\n\s+"~\(on\|1\)" "max-age=63072000; includeSubDomains";/);
  });

  it('loads brotli only when the module is there, and keeps a foreground run in its own folder', () => {
    expect(config).not.toContain('brotli');
    const withBrotli = nginxConfig({ ...site, brotliModule: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so' });
    expect(withBrotli).toMatch(/^load_module "\/usr\/lib\/nginx\/modules\/ngx_http_brotli_static_module.so";$/m);
    expect(withBrotli).toContain('brotli_static on;');
    expect(config).toContain('pid "/run/tdx/nginx.pid";');
    expect(config).toContain('client_body_temp_path "/run/tdx/client_body";');
    const container = nginxConfig({ ...site, host: '', runDir: undefined });
    expect(container).toContain('listen 4000;');
    expect(container).toContain('error_log stderr warn;');
  });
});
