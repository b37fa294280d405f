import { BOOT_GLOBAL, type BootReads, type RemoteName } from '@tdx/contracts';

/** The reads the page's boot script (route-hints.ts) left on the page, if it ran. */
function bootReads(): Partial<BootReads> {
  return (window as unknown as Partial<Record<string, Partial<BootReads>>>)[BOOT_GLOBAL] ?? {};
}

/** The boot script's read of /remotes.json, taken once: later reads go to the network. */
export function takeBootRemotes(): Promise<unknown> | undefined {
  const reads = bootReads();
  const { remotes } = reads;
  delete reads.remotes;
  return remotes;
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
