import { useEffect } from 'react';
import { startAfterOpenedPage } from '../../app/page-readiness';
import { listenForFailedLoads } from './failed-loads';
import { reloadOnce } from './reload-guard';

/**
 * Reloads the page when a file of the shell or of a loaded remote fails to load after a redeploy,
 * and polls their build manifests; both load lazily, the polling once the opened page has shown
 * its content and loaded (afterOpenedPage). When the recovery code itself cannot load, the shell's own
 * files are gone (it was redeployed): the page reloads, guarded the same way.
 */
export function useBuildUpdates(): void {
  useEffect(() => {
    const stopListening = listenForFailedLoads((url) => {
      import('./recover-from-failed-load').then(
        ({ recoverFromFailedLoad }) => recoverFromFailedLoad(url),
        () => reloadOnce(),
      );
    });
    const stopPolling = startAfterOpenedPage(() => import('./poll-builds').then(({ pollBuilds }) => pollBuilds));
    return () => {
      stopListening();
      stopPolling();
    };
  }, []);
}
