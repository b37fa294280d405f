/**
 * An area's parcel fetched while the route's guards still decide (the chain lookup of
 * `/trade/{token}`, for one), then handed to the outlet that mounts it: the remote's entry and
 * code download beside the lookup and the outlet's own code instead of after them.
 */
import type { RemoteName } from '@tdx/contracts';
import type { LifeCycles } from 'single-spa';
import { evictRemote, loadParcel } from './parcel-loader';

const started = new Map<RemoteName, Promise<LifeCycles>>();

export function preloadParcel(remote: RemoteName): void {
  if (started.has(remote)) return;
  const loading = loadParcel(remote);
  // Reported by the outlet when it takes this load; a preload nobody takes fails silently.
  loading.catch(() => undefined);
  started.set(remote, loading);
}

/** The preloaded parcel if there is one (each preload is taken once), else a fresh load. */
export function takeParcel(remote: RemoteName): Promise<LifeCycles> {
  const loading = started.get(remote);
  started.delete(remote);
  return loading ?? loadParcel(remote);
}

/**
 * Drops a preload the outlet did not take (the route turned out not to exist, or the user left
 * before it decided), so a later visit loads the remote as deployed then, not as it was.
 */
export function releaseParcel(remote: RemoteName): void {
  started.delete(remote);
}

export function evictParcel(remote: RemoteName): void {
  started.delete(remote);
  evictRemote(remote);
}
