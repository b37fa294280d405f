export const RELOAD_GUARD_KEY = 'tdx-build-reload';
/** Spec §9: at most one reload per path within 10 s. */
export const RELOAD_GUARD_MS = 10_000;

interface LastReload {
  path: string;
  until: number;
}

function lastReload(storage: Storage): LastReload | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(RELOAD_GUARD_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { path, until } = value as Record<string, unknown>;
    return typeof path === 'string' && typeof until === 'number' ? { path, until } : null;
  } catch {
    return null;
  }
}

/**
 * Whether a reload of `path` may happen now; if so, records it. A second ask for the same path
 * within 10 s is refused, so a build that keeps failing can never loop. Storage that cannot record
 * refuses too: without the record a reload could loop.
 */
export function claimReload(path: string, now: number = Date.now(), storage: Storage = sessionStorage): boolean {
  const last = lastReload(storage);
  if (last?.path === path && now < last.until) return false;
  try {
    storage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path, until: now + RELOAD_GUARD_MS }));
    return true;
  } catch {
    return false;
  }
}

/** Reloads the page unless it was already reloaded for this path within 10 s; returns whether it did. */
export function reloadOnce(path: string = window.location.pathname, reload: () => void = () => window.location.reload()): boolean {
  if (!claimReload(path)) return false;
  reload();
  return true;
}
