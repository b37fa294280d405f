/**
 * The page's boot script, inlined into index.html by @tdx/config's RouteHintsPlugin and
 * run before main.js has arrived. It reads the runtime config and /remotes.json once (the start-up
 * reuses both reads) and:
 * - on an area's page any visitor may see, hints the files that area's first render needs, at low
 *   priority so main.js keeps the bandwidth it needs first; its read of the remote's
 *   parcel-files.json also tells the start-up which build of the area runs;
 * - asks for what the page waits for before it may show anything (early reads): the site
 *   settings (and the HIVE price fetched with them) and, behind the tradable-token guard, whether
 *   the token exists. The start-up's first identical request takes the answer (@tdx/api's
 *   withEarlyAnswers), so those round trips overlap main.js's download instead of following it.
 * It imports nothing at run time: it is compiled alone.
 */
import type { BootReads, CookieStoreRead, EarlyAnswer, ParcelFiles, RemoteName, RouteHintData, StoredCookie } from '@tdx/contracts';

/** An early read and how long it waits for its answer. */
export type EarlyRequest = Omit<EarlyAnswer, 'response'> & { timeoutMs: number };

export interface BootPage {
  pathname: string;
  /** The page's read of the Cookie Store, where the browser has one (handed to the start-up). */
  cookies?: CookieStoreRead;
  /** A cookie's decoded value; never rejects (undefined when absent or unreadable). */
  cookie(name: string): Promise<string | undefined>;
  /** Rejects when the file cannot be read or did not come within the page's read timeout. */
  fetchJson(url: string): Promise<unknown>;
  /** Rejects when no answer came within `timeoutMs`. */
  send(request: Omit<EarlyAnswer, 'response'>, timeoutMs: number): EarlyAnswer['response'];
  preload(url: string): void;
}

const asRecord = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

const isHttpUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//i.test(value);

const positiveNumber = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined);

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

function parcelFiles(value: unknown): ParcelFiles {
  const record = asRecord(value);
  const files: ParcelFiles = { files: strings(record.files), shared: strings(record.shared) };
  if (typeof record.buildId === 'string') files.buildId = record.buildId;
  return files;
}

async function hintArea(data: RouteHintData, page: BootPage, remotes: Promise<unknown>, remote: RemoteName): Promise<ParcelFiles> {
  const entry = asRecord(await remotes)[remote];
  if (!isHttpUrl(entry)) throw new Error(`No http(s) entry for ${remote}`);
  page.preload(entry);
  data.start.forEach((file) => page.preload(file));
  const parcel = parcelFiles(await page.fetchJson(new URL(data.parcelFilesPath, entry).href));
  parcel.files.forEach((file) => page.preload(new URL(file, entry).href));
  parcel.shared.forEach((key) => data.shared[key]?.forEach((file) => page.preload(file)));
  return parcel;
}

/** The parameters of `pathname` if it matches `pattern` (`:name` segments match any non-empty value). */
export function routeParams(pattern: string, pathname: string): Record<string, string> | undefined {
  const segments = pathname.replace(/\/$/, '').split('/');
  const parts = pattern.split('/');
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    if (part.startsWith(':') && segments[index] !== '') params[part.slice(1)] = segments[index];
    else if (part !== segments[index]) return undefined;
  }
  return params;
}

/** The remote of the open area route `pathname` is on, if any. */
export function openAreaOf(routes: RouteHintData['routes'], pathname: string): RemoteName | undefined {
  return routes.find(([pattern]) => routeParams(pattern, pathname))?.[1];
}

const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

/** A cookie's value as js-cookie wrote it (URI-encoded), decoded; a malformed encoding is kept as it is. */
export function decodedCookie(raw: string | undefined): string | undefined {
  try {
    return raw === undefined ? undefined : decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The raw value of cookie `name` in a `document.cookie` string. */
export function cookieIn(cookies: string, name: string): string | undefined {
  return cookies.split('; ').find((pair) => pair.startsWith(`${name}=`))?.slice(name.length + 1);
}

/**
 * The sidechain node the page's first call goes to: the user's choice when the start-up will
 * surely take it too (a configured node), else the configured primary. A choice only the site
 * settings or the user's confirmation (kept in localStorage, which this script leaves alone) can
 * vouch for is not known yet: then nothing is asked early.
 */
export function firstSidechainNode(sidechain: unknown, chosen: string | undefined): string | undefined {
  const { rpc, rpcs } = asRecord(sidechain);
  if (chosen === undefined) return isHttpUrl(rpc) ? rpc : undefined;
  const configured = [rpc, ...(Array.isArray(rpcs) ? rpcs : [])];
  return configured.includes(chosen) ? chosen : undefined;
}

/**
 * The page's first reads of its services, as @tdx/api sends them: the settings from the main API and
 * the HIVE price, each waiting as long as the config gives its service (else `readTimeoutMs`).
 */
export function earlyServiceRequests(early: RouteHintData['early'], config: unknown, readTimeoutMs: number): EarlyRequest[] {
  const { apiBaseURL, priceApi, serviceTimeoutsMs } = asRecord(config);
  const timeoutOf = (service: string) => positiveNumber(asRecord(serviceTimeoutsMs)[service]) ?? readTimeoutMs;
  const requests: EarlyRequest[] = [];
  if (isHttpUrl(apiBaseURL)) requests.push({ method: 'GET', url: joinUrl(apiBaseURL, early.settingsPath), timeoutMs: timeoutOf('main') });
  if (isHttpUrl(priceApi)) requests.push({ method: 'GET', url: priceApi, timeoutMs: timeoutOf('price') });
  return requests;
}

/** On a tradable-token page, the token's row from the sidechain node the page asks first, within the node timeout. */
export function earlyTokenRequests(early: RouteHintData['early'], config: unknown, page: { pathname: string; chosenNode?: string }, readTimeoutMs: number): EarlyRequest[] {
  const sidechain = asRecord(config).sidechain;
  const node = firstSidechainNode(sidechain, page.chosenNode);
  const symbol = early.tokenRoutes.map(([pattern, param]) => routeParams(pattern, page.pathname)?.[param]).find((value) => value !== undefined);
  if (!isHttpUrl(node) || symbol === undefined || !new RegExp(early.tokenSymbolPattern).test(symbol)) return [];
  const params = { contract: 'tokens', table: 'tokens', query: { symbol } };
  const timeoutMs = positiveNumber(asRecord(sidechain).timeoutMs) ?? readTimeoutMs;
  return [{ method: 'POST', url: joinUrl(node, 'contracts'), body: { jsonrpc: '2.0', id: 1, method: 'findOne', params }, timeoutMs }];
}

/**
 * The settings and price reads are registered as soon as the config is in: the start-up waits for
 * the same config read, and its first reads, a few tasks later, must find them (an answer left
 * unclaimed would be dropped). Only the token lookup waits for the node choice, read from the
 * Cookie Store then, so no cookie read holds up the page's first task.
 */
function askEarly(data: RouteHintData, page: BootPage, config: Promise<unknown>): EarlyAnswer[] {
  const answers: EarlyAnswer[] = [];
  const ask = (requests: EarlyRequest[]) =>
    requests.forEach(({ timeoutMs, ...request }) => {
      const response = page.send(request, timeoutMs);
      response.catch(() => undefined);
      answers.push({ ...request, response });
    });
  config.then(
    async (value) => {
      ask(earlyServiceRequests(data.early, value, data.readTimeoutMs));
      const chosenNode = await page.cookie(data.early.nodeCookie);
      ask(earlyTokenRequests(data.early, value, { pathname: page.pathname, chosenNode }, data.readTimeoutMs));
    },
    () => undefined,
  );
  return answers;
}

/** Starts the reads and hints; what it read is returned for the start-up. Never throws. */
export function hintRouteFiles(data: RouteHintData, page: BootPage): BootReads {
  const config = page.fetchJson(data.configUrl);
  const remotes = page.fetchJson(data.remotesUrl);
  // Handled here too, so a failed read is not reported before the start-up takes it.
  remotes.catch(() => undefined);
  const reads: BootReads = { config, remotes, answers: askEarly(data, page, config), cookies: page.cookies };
  const remote = openAreaOf(data.routes, page.pathname);
  if (!remote) return reads;
  const parcelFiles = hintArea(data, page, remotes, remote);
  // A hint that fails costs nothing: the start-up loads the area as it would without one.
  parcelFiles.catch(() => undefined);
  return { ...reads, area: { remote, parcelFiles } };
}

/**
 * Has the browser download a script or a stylesheet now (`<link rel="preload">`; nothing runs or
 * applies, and the later load takes the file from there), once per address. Also used by the
 * shell's start-up (entry-hint.ts), which cannot share a module with this script otherwise.
 */
export function preloadFile(url: string, priority?: 'low'): void {
  const address = new URL(url, document.baseURI);
  const hinted = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) => link.href === address.href);
  if (hinted) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', /\.css$/.test(address.pathname) ? 'style' : 'script');
  link.href = url;
  if (priority) link.setAttribute('fetchpriority', priority);
  document.head.append(link);
}

/** The body as JSON when it parses, else the text (as @tdx/api's transport reads it). */
function parseBody(text: string): unknown {
  try {
    return text === '' ? text : (JSON.parse(text) as unknown);
  } catch {
    return text;
  }
}

/**
 * Resolves in a task of its own: `scheduler.yield()` where the browser has it, else a zero timer
 * (`yieldToMain` of `@tdx/ui/scheduling`, written again: this script is compiled alone).
 */
function nextTask(): Promise<void> {
  const { scheduler } = window as { scheduler?: { yield?: () => Promise<void> } };
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Each request the script starts (a fetch, a preload link) costs 2–13 ms of main thread at full
 * speed here, four times that on Lighthouse's phone: one task each keeps them from adding up to
 * long tasks, and keeps them out of the page's first task, which main.js's request waits for.
 */
const inNextTask = <T>(work: () => T | Promise<T>): Promise<T> => nextTask().then(work);

interface CookieStoreLike extends EventTarget {
  getAll(): Promise<StoredCookie[]>;
}

/**
 * One read of the asynchronous Cookie Store, in a task of its own, where the browser has one: the
 * node choice comes from it, and the start-up's copy of the cookies starts from it, so restoring the
 * session reads no `document.cookie` either. The first `document.cookie` read of a page is a
 * synchronous trip to the browser's cookie store (~10 ms at full speed here, 4× that on
 * Lighthouse's phone): in the page's first task it held up main.js's request, in the start-up it
 * lengthened one of its tasks.
 */
function readCookieStore(): CookieStoreRead | undefined {
  const store = (window as { cookieStore?: CookieStoreLike }).cookieStore;
  if (!store) return undefined;
  let changed = false;
  const all = inNextTask(() => {
    store.addEventListener('change', () => (changed = true));
    return store.getAll();
  });
  all.catch(() => undefined);
  return { all, changedSince: () => changed };
}

async function readCookie(cookies: CookieStoreRead | undefined, name: string): Promise<string | undefined> {
  try {
    return decodedCookie(cookies ? (await cookies.all).find((cookie) => cookie.name === name)?.value : cookieIn(document.cookie, name));
  } catch {
    return undefined;
  }
}

function browserPage(readTimeoutMs: number): BootPage {
  const cookies = readCookieStore();
  return {
    pathname: window.location.pathname,
    cookies,
    cookie: (name) => readCookie(cookies, name),
    fetchJson: (url) =>
      inNextTask(() => fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(readTimeoutMs) })).then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status} for ${url}`)),
      ),
    send: ({ method, url, body }, timeoutMs) =>
      inNextTask(() =>
        fetch(url, {
          method,
          headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        }),
      ).then(async (response) => ({ status: response.status, data: parseBody(await response.text()) })),
    preload: (url) => void inNextTask(() => preloadFile(url, 'low')),
  };
}

export function boot(data: RouteHintData): void {
  (window as unknown as Record<string, BootReads>)[data.global] = hintRouteFiles(data, browserPage(data.readTimeoutMs));
}
