import { apiEnvironment, configureApi, withEarlyAnswers } from '@tdx/api/core';
import { RUNTIME_CONFIG_URL } from '@tdx/contracts';
import { loadRuntimeConfig, startSettingsRefresh } from '@tdx/settings';
import { startSessionRefresh } from '@tdx/session';
import { createTransitionRoot } from '@tdx/ui/base';
import { yieldToMain } from '@tdx/ui/scheduling';
import { entriesFromAllowedOrigins, fetchRemoteEntries, registerRemoteEntries } from '../federation/remote-entries';
import { bootAnswers, takeBootConfig } from '../boot/boot-reads';
import { refreshOnReconnect } from '../features/offline/refresh-on-reconnect';
import { App } from './app';
import { restoreSavedSession } from './session-restore';

function renderStartupFailure(root: HTMLElement): void {
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = 'The site could not start: its configuration did not load. Please reload the page.';
  root.replaceChildren(message);
}

/**
 * Start-up: runtime config and remote addresses first (both from the serving origin; the page's
 * boot script has already asked for them, and for the first answers the page waits for), then
 * session and settings refresh, and the first render (a transition, rendered in slices rather
 * than one long task). Each step runs in its own task.
 */
export async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  configureApi({ transport: withEarlyAnswers(apiEnvironment().transport, bootAnswers()) });
  const [config, remoteEntries] = await Promise.all([loadRuntimeConfig(RUNTIME_CONFIG_URL, takeBootConfig()).catch((error: unknown) => {
      console.error('Failed to load the runtime config', error);
      return null;
    }), fetchRemoteEntries()]);
  if (!config) {
    renderStartupFailure(root);
    return;
  }
  registerRemoteEntries(entriesFromAllowedOrigins(remoteEntries, config.remoteOrigins));
  await yieldToMain();
  restoreSavedSession();
  startSessionRefresh();
  await yieldToMain();
  startSettingsRefresh();
  refreshOnReconnect();
  await yieldToMain();
  createTransitionRoot(root).render(<App />);
}
