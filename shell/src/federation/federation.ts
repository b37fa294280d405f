/**
 * The Module Federation runtime, started on first use (the first area the page loads): it is not
 * part of the first page. It knows the remotes /remotes.json named and the modules the shell shares
 * (host-shares.ts), and it is handed to the remotes' entries, which are built to use the host's
 * runtime instead of carrying their own.
 */
import { init, loadRemote, registerGlobalPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import provideRuntimeToRemotes from '@module-federation/inject-external-runtime-core-plugin';
import type { RemoteName } from '@tdx/contracts';
import { hostShared } from './host-shares';
import { registeredRemoteEntries } from './remote-entries';
import { stepsInOwnTasks } from './steps-in-own-tasks';

/** A remote whose entry neither loads nor fails within this time is treated as down. */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;

const shortScriptTimeout: ModuleFederationRuntimePlugin = {
  name: 'tdx-short-script-timeout',
  createScript: () => ({ timeout: REMOTE_LOAD_TIMEOUT_MS }),
};

export function remoteOptions(name: RemoteName, entry: string) {
  return { name, entry, alias: name };
}

let started = false;

function startRuntime(): void {
  if (started) return;
  started = true;
  // Global: the remotes' containers are federation instances of their own.
  registerGlobalPlugins([stepsInOwnTasks]);
  init({
    name: 'shell',
    remotes: Object.entries(registeredRemoteEntries()).map(([name, entry]) => remoteOptions(name as RemoteName, entry)),
    shared: hostShared(),
    shareStrategy: 'loaded-first',
    plugins: [shortScriptTimeout, provideRuntimeToRemotes()],
  });
}

/** Loads an exposed module of a remote (`<remote>/<expose>`). */
export function loadRemoteModule<T>(request: string): Promise<T | null> {
  startRuntime();
  return loadRemote<T>(request);
}

/** Forgets a remote's cached entry and modules so the next load fetches it again. */
export function forgetRemote(name: RemoteName, entry: string): void {
  startRuntime();
  registerRemotes([remoteOptions(name, entry)], { force: true });
}
