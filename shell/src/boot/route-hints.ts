/**
 * The page's boot script (issue 6), inlined into index.html by @tdx/config's RouteHintsPlugin and
 * run before main.js has arrived. It reads /remotes.json once (the start-up reuses that read) and,
 * on an area's page any visitor may see, hints the files that area's first render needs, at low
 * priority so main.js keeps the bandwidth it needs first; its read of the remote's
 * parcel-files.json also tells the start-up which build of the area runs. It imports nothing at
 * run time: it is compiled alone.
 */
import type { BootReads, ParcelFiles, RemoteName, RouteHintData } from '@tdx/contracts';

export interface BootPage {
  pathname: string;
  fetchJson(url: string): Promise<unknown>;
  preload(url: string): void;
}

const isHttpUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//i.test(value);

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

function parcelFiles(value: unknown): ParcelFiles {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const files: ParcelFiles = { files: strings(record.files), shared: strings(record.shared) };
  if (typeof record.buildId === 'string') files.buildId = record.buildId;
  return files;
}

async function hintArea(data: RouteHintData, page: BootPage, remotes: Promise<unknown>, remote: RemoteName): Promise<ParcelFiles> {
  const entries = await remotes;
  const entry = typeof entries === 'object' && entries !== null ? (entries as Record<string, unknown>)[remote] : undefined;
  if (!isHttpUrl(entry)) throw new Error(`No http(s) entry for ${remote}`);
  page.preload(entry);
  data.start.forEach((file) => page.preload(file));
  const parcel = parcelFiles(await page.fetchJson(new URL(data.parcelFilesPath, entry).href));
  parcel.files.forEach((file) => page.preload(new URL(file, entry).href));
  parcel.shared.forEach((key) => data.shared[key]?.forEach((file) => page.preload(file)));
  return parcel;
}

/** The remote of the open area route `pathname` is on, if any (`:name` segments match any value). */
export function openAreaOf(routes: RouteHintData['routes'], pathname: string): RemoteName | undefined {
  const segments = pathname.replace(/\/$/, '').split('/');
  const matches = (pattern: string) => {
    const parts = pattern.split('/');
    return parts.length === segments.length && parts.every((part, index) => part === segments[index] || (part.startsWith(':') && segments[index] !== ''));
  };
  return routes.find(([pattern]) => matches(pattern))?.[1];
}

/** Starts the reads and hints; what it read is returned for the start-up. Never throws. */
export function hintRouteFiles(data: RouteHintData, page: BootPage): BootReads {
  const remotes = page.fetchJson(data.remotesUrl);
  // Handled here too, so a failed read is not reported before the start-up takes it.
  remotes.catch(() => undefined);
  const remote = openAreaOf(data.routes, page.pathname);
  if (!remote) return { remotes };
  const parcelFiles = hintArea(data, page, remotes, remote);
  // A hint that fails costs nothing: the start-up loads the area as it would without one.
  parcelFiles.catch(() => undefined);
  return { remotes, area: { remote, parcelFiles } };
}

/**
 * Has the browser download a script now (`<link rel="preload" as="script">`; nothing runs, and the
 * later load takes the file from there), once per address. Also used by the shell's start-up
 * (entry-hint.ts), which cannot share a module with this script otherwise.
 */
export function preloadScript(url: string, priority?: 'low'): void {
  const hinted = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].some((link) => link.href === url);
  if (hinted) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = url;
  if (priority) link.setAttribute('fetchpriority', priority);
  document.head.append(link);
}

function browserPage(): BootPage {
  return {
    pathname: window.location.pathname,
    fetchJson: (url) => fetch(url, { cache: 'no-store' }).then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status} for ${url}`)))),
    preload: (url) => preloadScript(url, 'low'),
  };
}

export function boot(data: RouteHintData): void {
  (window as unknown as Record<string, BootReads>)[data.global] = hintRouteFiles(data, browserPage());
}
