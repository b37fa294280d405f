export const LIST_CACHE_MS = 300_000;

/**
 * Memoises `load` for `ttlMs`. A failure is logged with `failureMessage` and answered with
 * `fallback` (not cached, so the next call retries). Concurrent callers share one load.
 */
export function cachedWithFallback<T>(load: () => Promise<T>, options: { ttlMs: number; fallback: T; failureMessage: string; now?: () => number }) {
  const now = options.now ?? Date.now;
  let cached: { value: T; at: number } | undefined;
  let pending: Promise<T> | undefined;

  return function get(): Promise<T> {
    if (cached && now() - cached.at < options.ttlMs) return Promise.resolve(cached.value);
    pending ??= load()
      .then((value) => {
        cached = { value, at: now() };
        return value;
      })
      .catch((error: unknown) => {
        console.error(options.failureMessage, error);
        return options.fallback;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
}
