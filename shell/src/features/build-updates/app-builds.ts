import type { RemoteName } from '@tdx/contracts';
import { takeBootBuildId } from '../../boot/boot-reads';
import { fetchLatestBuild, type BuildManifest } from './build-manifest';

/** One app whose files this page loads: the shell or a remote, served under `base`. */
export interface AppBuild {
  name: string;
  base: string;
  /** The build this page runs; null until known. */
  loadedId: string | null;
  /** The newest build the last poll found deployed; null until polled. */
  latestId: string | null;
}

/** The apps loaded into this page and which build of each is running. */
export class AppBuilds {
  private readonly apps = new Map<string, AppBuild>();

  track(name: string, base: string, loadedId: string | null): void {
    this.apps.set(name, { name, base, loadedId, latestId: null });
  }

  forget(name: string): void {
    this.apps.delete(name);
  }

  has(name: string): boolean {
    return this.apps.has(name);
  }

  setLoaded(name: string, id: string | null): void {
    const app = this.apps.get(name);
    if (app) app.loadedId = id;
  }

  setLatest(name: string, id: string): void {
    const app = this.apps.get(name);
    if (app) app.latestId = id;
  }

  all(): AppBuild[] {
    return [...this.apps.values()];
  }

  /** The app whose base `url` lies under (the most specific when bases nest, as the shell's `/` does). */
  ofUrl(url: string): AppBuild | undefined {
    return this.all()
      .filter((app) => url.startsWith(app.base))
      .sort((a, b) => b.base.length - a.base.length)[0];
  }
}

/** The page's apps; the shell, always loaded, runs the build it was compiled as. */
export const appBuilds = new AppBuilds();
appBuilds.track('shell', new URL('/', window.location.href).href, process.env.TDX_BUILD_ID ?? null);

/** Newer build deployed than the one running: both known and different. */
export function isOutdated(app: AppBuild, deployedId: string | null): boolean {
  return app.loadedId !== null && deployedId !== null && deployedId !== app.loadedId;
}

/**
 * Called as a remote's entry is first loaded: the build deployed at that moment is the one this
 * page runs (a redeploy in the same instant would only cost one extra reload later). On the area
 * the page opened on, the boot script already read it with the parcel's file list; otherwise the
 * remote's builds/latest.json is read now.
 */
export function trackRemoteBuild(
  remote: RemoteName,
  entryUrl: string,
  builds: AppBuilds = appBuilds,
  fetchLatest: (base: string) => Promise<BuildManifest | null> = fetchLatestBuild,
  bootBuildId: (remote: RemoteName) => Promise<string | null> | undefined = takeBootBuildId,
): void {
  if (builds.has(remote)) return;
  const base = new URL('.', entryUrl).href;
  builds.track(remote, base, null);
  const readLatest = () => fetchLatest(base).then((manifest) => manifest?.id ?? null);
  const deployed = bootBuildId(remote)?.then((id) => id ?? readLatest()) ?? readLatest();
  void deployed.then((id) => builds.setLoaded(remote, id));
}
