/**
 * Each area's parcel loaded on demand with a short timeout; a failed load is evicted so Retry
 * starts afresh without a page reload.
 */
import { parcelRequest, REMOTES, type RemoteName } from '@tdx/contracts';
import type { LifeCycles } from 'single-spa';
import { appBuilds, trackRemoteBuild } from '../features/build-updates/app-builds';
import { forgetRemote, loadRemoteModule, REMOTE_LOAD_TIMEOUT_MS } from './federation';
import { remoteEntry } from './remote-entries';

/** Forgets a remote's cached entry and modules so the next load fetches it again. */
export function evictRemote(remote: RemoteName): void {
  const entry = remoteEntry(remote);
  if (entry) forgetRemote(remote, entry);
  // The next load may fetch a newer build of it.
  appBuilds.forget(remote);
}

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteUnavailableError(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

type ParcelModule = Partial<LifeCycles>;

function isLifecycles(module: ParcelModule | null | undefined): module is LifeCycles {
  return Boolean(module?.bootstrap && module.mount && module.unmount);
}

/** The area's parcel lifecycles; rejects when the remote is missing, down, hangs or is malformed. */
export async function loadParcel(remote: RemoteName): Promise<LifeCycles> {
  const entry = remoteEntry(remote);
  if (!entry) throw new RemoteUnavailableError(`No address is configured for the ${REMOTES[remote].area} area.`);
  trackRemoteBuild(remote, entry);
  const module = await withTimeout(
    loadRemoteModule<ParcelModule>(parcelRequest(remote)),
    REMOTE_LOAD_TIMEOUT_MS + 1000,
    `The ${REMOTES[remote].area} area did not answer in time.`,
  );
  if (!isLifecycles(module)) throw new RemoteUnavailableError(`The ${REMOTES[remote].area} area sent no parcel.`);
  // A fresh object per load: single-spa keeps per-parcel state on the config it is given.
  const { bootstrap, mount, unmount, update } = module;
  return { bootstrap, mount, unmount, update };
}
