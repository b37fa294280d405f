import { loadRuntimeConfig, startSettingsRefresh } from '@tdx/settings';
import { startSessionRefresh } from '@tdx/session';
import { createTransitionRoot } from '@tdx/ui';
import { yieldToMain } from '@tdx/ui/scheduling';
import { registerRemoteEntries } from '../federation/federation';
import { fetchRemoteEntries } from '../federation/remote-entries';
import { App } from './app';
import { loadKeychainScript } from './keychain-script';
import { restoreSavedSession } from './session-restore';

function renderStartupFailure(root: HTMLElement): void {
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = 'The site could not start: its configuration did not load. Please reload the page.';
  root.replaceChildren(message);
}

/**
 * Start-up: runtime config and remote addresses first (both from the serving origin), then the
 * Keychain emulator (devnet), session and settings refresh, and the first render (a transition,
 * rendered in slices rather than one long task). Each step runs in its own task.
 */
export async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const [config, remoteEntries] = await Promise.all([loadRuntimeConfig().catch((error: unknown) => {
      console.error('Failed to load the runtime config', error);
      return null;
    }), fetchRemoteEntries()]);
  if (!config) {
    renderStartupFailure(root);
    return;
  }
  registerRemoteEntries(remoteEntries);
  loadKeychainScript(config.keychainScript);
  await yieldToMain();
  restoreSavedSession();
  startSessionRefresh();
  await yieldToMain();
  startSettingsRefresh();
  await yieldToMain();
  createTransitionRoot(root).render(<App />);
}
