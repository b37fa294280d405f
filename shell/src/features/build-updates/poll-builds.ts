import { appBuilds, type AppBuilds } from './app-builds';
import { fetchLatestBuild, type BuildManifest } from './build-manifest';

/** "Every few minutes while the tab is visible." */
export const BUILD_POLL_MS = 5 * 60_000;

export interface PollDeps {
  builds: AppBuilds;
  fetchLatest: (base: string) => Promise<BuildManifest | null>;
  document: Document;
  now: () => number;
  intervalMs: number;
}

const browserDeps = (): PollDeps => ({ builds: appBuilds, fetchLatest: fetchLatestBuild, document, now: Date.now, intervalMs: BUILD_POLL_MS });

/**
 * Asks every loaded app which build is deployed, every `intervalMs` while the tab is visible (and
 * on coming back to a tab hidden longer than that). Returns the stop function.
 */
export function pollBuilds(deps: PollDeps = browserDeps()): () => void {
  let lastPoll = deps.now();
  const poll = () => {
    lastPoll = deps.now();
    for (const app of deps.builds.all()) {
      void deps.fetchLatest(app.base).then((manifest) => manifest && deps.builds.setLatest(app.name, manifest.id));
    }
  };
  const visible = () => deps.document.visibilityState === 'visible';
  const timer = setInterval(() => visible() && poll(), deps.intervalMs);
  const onVisibilityChange = () => {
    if (visible() && deps.now() - lastPoll >= deps.intervalMs) poll();
  };
  deps.document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    clearInterval(timer);
    deps.document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
