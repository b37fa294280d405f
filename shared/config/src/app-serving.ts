/**
 * How one built app is served: its port; for the shell the runtime files copied next to
 * index.html and the page fallback for every address that is not a file; remotes get CORS so the
 * shell's origin can load them.
 */
import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import sirv from 'sirv';
import { isRemoteName, REDIRECTS, REMOTES, ROUTE_MANIFEST, SHELL_PORT } from '@tdx/contracts';

export interface Serving {
  port: number;
  isHost: boolean;
}

/** `shell` or a remote's folder name (`mf-wallet`) → how to serve it. */
export function servingFor(appDir: string): Serving {
  if (appDir === 'shell') return { port: SHELL_PORT, isHost: true };
  const remote = appDir.replace(/-/g, '_');
  if (!isRemoteName(remote)) throw new Error(`Unknown app folder ${appDir}`);
  return { port: REMOTES[remote].port, isHost: false };
}

/**
 * Paths that name a file the build could have written (lowercase extensions, as webpack and the
 * public folder write them). A missing one is a 404, so a stale chunk fails as a chunk, unless it
 * is a page of the manifest; anything else is a page address, whatever dots it holds
 * (`/trade/SWAP.ETH`, an OpenHive group `v1.2`).
 */
export const FILE_PATH = /\.(?:m?js|css|map|json|txt|xml|html?|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|wasm|br|gz|webmanifest)$/;

export const isFilePath = (pathname: string): boolean => FILE_PATH.test(pathname);

/** The manifest's paths and redirects as patterns: `:name` takes one non-empty segment (null). */
export const PAGE_PATTERNS = [...ROUTE_MANIFEST.map((route) => route.path), ...REDIRECTS.map((redirect) => redirect.from)].map((path) =>
  path.split('/').map((segment) => (segment.startsWith(':') ? null : segment)),
);

/** Whether a path is a page of the route manifest or a redirect (an OpenHive group `art.png` included). */
export function isPagePath(pathname: string): boolean {
  const segments = pathname.replace(/\/+$/, '').split('/');
  return PAGE_PATTERNS.some((pattern) => pattern.length === segments.length && pattern.every((fixed, index) => (fixed === null ? segments[index] !== '' : fixed === segments[index])));
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not found');
}

function allowAnyOrigin(res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Headers', 'Origin, Content-Type, Accept, Range');
}

/**
 * The request handler for an app's built folder. Files are looked up per request (`dev`), so a
 * redeployed app is served without a restart, and the build's precompressed `.br`/`.gz` go to
 * browsers that accept them. The shell answers every page address with its index.html (the site's
 * router then shows the page or its own not-found page); a remote answers files only.
 */
export function appRequestHandler(root: string, serving: Serving): RequestListener {
  const compressed = { dev: true, brotli: true, gzip: true } as const;
  const files = sirv(root, { ...compressed, setHeaders: serving.isHost ? undefined : allowAnyOrigin });
  if (!serving.isHost) return (req, res) => files(req, res, () => notFound(res));
  const page = sirv(root, { ...compressed, single: true, ignores: false });
  return (req: IncomingMessage, res: ServerResponse) =>
    files(req, res, () => {
      const pathname = new URL(req.url ?? '/', 'http://app').pathname;
      if (isFilePath(pathname) && !isPagePath(pathname)) notFound(res);
      else page(req, res, () => notFound(res));
    });
}

/** Serves `root` on the app's port; resolves once it listens. */
export function listenApp(root: string, serving: Serving, host: string): Promise<http.Server> {
  const server = http.createServer(appRequestHandler(root, serving));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(serving.port, host, () => resolve(server));
  });
}
