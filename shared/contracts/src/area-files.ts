/**
 * What lets the page fetch an area's code while the shell's own code is still downloading
 * (issue 6): each remote publishes the files its parcel needs, and the shell's page carries a
 * small boot script that hints them as soon as /remotes.json says where the remote lives.
 */
import type { Guard, RouteEntry } from './routes';
import type { RemoteName } from './remotes';

/** Published by each remote next to its remoteEntry.js. */
export const PARCEL_FILES_PATH = 'parcel-files.json';

/** The contents of `parcel-files.json`. */
export interface ParcelFiles {
  /** The parcel's chunk files, relative to the remote's base URL. */
  files: string[];
  /** Share keys those chunks consume (the host's copies are loaded for them). */
  shared: string[];
  /** The build these files belong to (as in its builds/latest.json); absent from older builds. */
  buildId?: string;
}

/** The data the shell's build writes into its page for the boot script. */
export interface RouteHintData {
  /** Where the shell serves the remotes' entry addresses. */
  remotesUrl: string;
  /** PARCEL_FILES_PATH (the boot script imports nothing at run time). */
  parcelFilesPath: string;
  /** BOOT_GLOBAL. */
  global: string;
  /** [path pattern (`:name` segments match any value), remote] of the routes any visitor may see. */
  routes: Array<[string, RemoteName]>;
  /** The shell's files every remote-owned page loads (outlet, parcel loading, chain client). */
  start: string[];
  /** Share key → the shell's files providing it. */
  shared: Record<string, string[]>;
}

/** What the boot script leaves for the shell's start-up: the reads it already made. */
export interface BootReads {
  /** /remotes.json. */
  remotes: Promise<unknown>;
  /** On an open area route: the area's remote and its parcel-files.json. */
  area?: { remote: RemoteName; parcelFiles: Promise<ParcelFiles> };
}

/** The global the boot script sets (`window.tdxBoot`). */
export const BOOT_GLOBAL = 'tdxBoot';

/** Guards that only decide whether the page exists; the login and admin guards decide who sees it. */
const EXISTENCE_GUARDS: readonly Guard[] = ['tradableToken', 'supportedNft'];

/** An area's route that any visitor may see: its code may be fetched before its guards decide. */
export function isOpenAreaRoute(route: RouteEntry): route is RouteEntry & { owner: RemoteName } {
  return route.owner !== 'shell' && route.guards.every((guard) => EXISTENCE_GUARDS.includes(guard));
}

/** [path pattern, remote] of each open area route: the pages whose area's files the boot script hints. */
export function openAreaRoutes(routes: readonly RouteEntry[]): RouteHintData['routes'] {
  return routes.filter(isOpenAreaRoute).map((route) => [route.path, route.owner]);
}
