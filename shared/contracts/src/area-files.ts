/**
 * What lets the page fetch an area's code while the shell's own code is still downloading
 * (no waterfall of round trips before an area's first paint): each remote publishes the files its
 * parcel needs, and the shell's page carries a small boot script that hints them as soon as
 * /remotes.json says where the remote lives.
 */
import { paramPatternSource, type Guard, type RouteEntry } from './routes';
import { SIDECHAIN_RPC_COOKIE } from './runtime-config';
import type { RemoteName } from './remotes';

/** Published by each remote next to its remoteEntry.js. */
export const PARCEL_FILES_PATH = 'parcel-files.json';

/** The contents of `parcel-files.json`. */
export interface ParcelFiles {
  /** The parcel's chunk files (scripts and stylesheets), relative to the remote's base URL. */
  files: string[];
  /** Share keys those chunks consume (the host's copies are loaded for them). */
  shared: string[];
  /** The build these files belong to (as in its builds/latest.json); absent from older builds. */
  buildId?: string;
}

/** The data the shell's build writes into its page for the boot script. */
export interface RouteHintData {
  /** Where the shell serves the runtime config (RUNTIME_CONFIG_URL). */
  configUrl: string;
  /** Where the shell serves the remotes' entry addresses. */
  remotesUrl: string;
  /** PARCEL_FILES_PATH (the boot script imports nothing at run time). */
  parcelFilesPath: string;
  /** BOOT_GLOBAL. */
  global: string;
  /** START_READ_TIMEOUT_MS: the longest any of the script's reads waits for its answer. */
  readTimeoutMs: number;
  /** [path pattern (`:name` segments match any value), remote] of the routes any visitor may see. */
  routes: Array<[string, RemoteName]>;
  /** The shell's files every remote-owned page loads (outlet, parcel loading, chain client). */
  start: string[];
  /** Share key → the shell's files providing it. */
  shared: Record<string, string[]>;
  /** What the boot script asks the services once the runtime config is known (early reads). */
  early: EarlyReadData;
}

/** The data of the boot script's early reads. */
export interface EarlyReadData {
  /** The main API's settings, relative to its base: every page waits for them. */
  settingsPath: string;
  /** [path pattern, parameter] of the routes behind the tradable-token guard: their token is looked up. */
  tokenRoutes: Array<[string, string]>;
  /** Source of the token symbol pattern: other values are not looked up. */
  tokenSymbolPattern: string;
  /** SIDECHAIN_RPC_COOKIE: a node the user chose is asked instead of the configured one. */
  nodeCookie: string;
}

/** An answer the boot script asked for before the start-up could. */
export interface EarlyAnswer {
  method: 'GET' | 'POST';
  url: string;
  /** JSON body (POST); a JSON-RPC `id` in it does not count when requests are compared. */
  body?: unknown;
  /** Status and body (parsed as JSON when it is JSON); rejects when no answer came. */
  response: Promise<{ status: number; data: unknown }>;
}

/** What the boot script leaves for the shell's start-up: the reads it already made. */
export interface BootReads {
  /** The runtime config. */
  config: Promise<unknown>;
  /** /remotes.json. */
  remotes: Promise<unknown>;
  /** Filled once the runtime config has arrived: each is taken by the start-up's first identical request. */
  answers: EarlyAnswer[];
  /** On an open area route: the area's remote and its parcel-files.json. */
  area?: { remote: RemoteName; parcelFiles: Promise<ParcelFiles> };
  /** Where the browser has the Cookie Store: the boot script's read of it, for the start-up's copy. */
  cookies?: CookieStoreRead;
}

/** A cookie as the Cookie Store gives it. */
export interface StoredCookie {
  name: string;
  value?: string;
}

/** One `cookieStore.getAll()`, and whether a cookie changed after it was asked for (its answer may or may not have it). */
export interface CookieStoreRead {
  all: Promise<StoredCookie[]>;
  changedSince(): boolean;
}

/** The global the boot script sets (`window.tdxBoot`). */
export const BOOT_GLOBAL = 'tdxBoot';

/** Guards that only decide whether the page exists; the login and admin guards decide who sees it. */
const EXISTENCE_GUARDS: readonly Guard[] = ['tradableToken', 'supportedNft'];

/** An area's route that any visitor may see: its code may be fetched before its guards decide. */
export function isOpenAreaRoute(route: RouteEntry): route is RouteEntry & { owner: RemoteName } {
  return route.owner !== 'shell' && route.guards.every((guard) => EXISTENCE_GUARDS.includes(guard));
}

/** The main API's settings, relative to its base. */
export const SETTINGS_PATH = 'settings';

/** [path pattern, token parameter] of each route behind the tradable-token guard. */
function tokenRoutes(routes: readonly RouteEntry[]): EarlyReadData['tokenRoutes'] {
  return routes.flatMap((route) => {
    const param = Object.entries(route.params ?? {}).find(([, rule]) => rule === 'tokenSymbol')?.[0];
    return route.guards.includes('tradableToken') && param ? [[route.path, param] as [string, string]] : [];
  });
}

/** What the boot script asks for early on the site's routes. */
export function earlyReadData(routes: readonly RouteEntry[]): EarlyReadData {
  return { settingsPath: SETTINGS_PATH, tokenRoutes: tokenRoutes(routes), tokenSymbolPattern: paramPatternSource('tokenSymbol'), nodeCookie: SIDECHAIN_RPC_COOKIE };
}

/** [path pattern, remote] of each open area route: the pages whose area's files the boot script hints. */
export function openAreaRoutes(routes: readonly RouteEntry[]): RouteHintData['routes'] {
  return routes.filter(isOpenAreaRoute).map((route) => [route.path, route.owner]);
}
