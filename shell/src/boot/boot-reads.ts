import { BOOT_GLOBAL, type BootReads, type EarlyAnswer, type RemoteName } from '@tdx/contracts';

/** The reads the page's boot script (route-hints.ts) left on the page, if it ran. */
function bootReads(): Partial<BootReads> {
  return (window as unknown as Partial<Record<string, Partial<BootReads>>>)[BOOT_GLOBAL] ?? {};
}

/** One of the boot script's reads, taken once: later reads go to the network. */
function take<K extends 'config' | 'remotes' | 'cookies'>(key: K): BootReads[K] | undefined {
  const reads = bootReads();
  const read = reads[key];
  delete reads[key];
  return read;
}

/** The boot script's read of the runtime config. */
export const takeBootConfig = () => take('config');

/** The boot script's read of /remotes.json. */
export const takeBootRemotes = () => take('remotes');

/** The boot script's read of the Cookie Store, where the browser has one. */
export const takeBootCookies = () => take('cookies');

/** The answers the boot script asked for early (filled as they are sent; each serves one request). */
export function bootAnswers(): EarlyAnswer[] {
  return bootReads().answers ?? [];
}

/**
 * The build the boot script found deployed for `remote` as the page started (from its
 * parcel-files.json), taken once; null when that read failed or named none, undefined when the
 * boot script did not read it (another area, or no boot script).
 */
export function takeBootBuildId(remote: RemoteName): Promise<string | null> | undefined {
  const reads = bootReads();
  if (reads.area?.remote !== remote) return undefined;
  const { parcelFiles } = reads.area;
  delete reads.area;
  return parcelFiles.then(
    (files) => files.buildId ?? null,
    () => null,
  );
}
