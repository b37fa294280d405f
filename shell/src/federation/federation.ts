/**
 * The Module Federation runtime as the shell starts it: remotes registered from /remotes.json.
 * Loading a parcel (parcel-loader.ts) is not needed before the first area page.
 */
import { init, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@tdx/contracts';
import type { RemoteEntries } from './remote-entries';

/** A remote whose entry neither loads nor fails within this time is treated as down. */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;

let entries: RemoteEntries = {};

const shortScriptTimeout: ModuleFederationRuntimePlugin = {
  name: 'tdx-short-script-timeout',
  createScript: () => ({ timeout: REMOTE_LOAD_TIMEOUT_MS }),
};

export function remoteOptions(name: RemoteName, entry: string) {
  return { name, entry, alias: name };
}

export function registerRemoteEntries(remoteEntries: RemoteEntries): void {
  entries = remoteEntries;
  init({
    name: 'shell',
    remotes: Object.entries(remoteEntries).map(([name, entry]) => remoteOptions(name as RemoteName, entry)),
    plugins: [shortScriptTimeout],
  });
}

/** The registered entry address of a remote, if /remotes.json gave one. */
export function remoteEntry(remote: RemoteName): string | undefined {
  return entries[remote];
}
