import { appBuilds, isOutdated, type AppBuilds } from './app-builds';
import { fetchLatestBuild, type BuildManifest } from './build-manifest';
import { reloadOnce } from './reload-guard';

export interface RecoveryDeps {
  builds: AppBuilds;
  fetchLatest: (base: string) => Promise<BuildManifest | null>;
  /** Reloads unless the guard refuses; returns whether it reloaded. */
  reloadOnce: () => boolean;
}

const browserDeps: RecoveryDeps = {
  builds: appBuilds,
  fetchLatest: fetchLatestBuild,
  reloadOnce: () => reloadOnce(),
};

/**
 * A file of one of the page's apps failed to load (a chunk 404 after a redeploy, typically). When
 * that app has a newer build deployed, reloads the page, at most once per path within 10 s.
 * Returns whether it reloaded.
 */
export async function recoverFromFailedLoad(url: string, deps: RecoveryDeps = browserDeps): Promise<boolean> {
  const app = deps.builds.ofUrl(url);
  if (!app) return false;
  const deployed = (await deps.fetchLatest(app.base))?.id ?? app.latestId;
  if (!isOutdated(app, deployed)) return false;
  console.warn(`${app.name} was redeployed (${app.loadedId} → ${deployed}) and ${url} is gone: reloading`);
  return deps.reloadOnce();
}
