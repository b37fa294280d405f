/** What the poller needs of the page (a `document` in the browser). */
export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface VisiblePollerOptions {
  intervalMs: number;
  /** One round of work; the next round is timed from its end, so rounds never overlap. */
  poll: () => Promise<void>;
  visibility?: VisibilitySource;
}

/**
 * Runs `poll` every `intervalMs` while the page is visible. Hiding the tab stops the timer; showing
 * it again polls at once (the data is at least one interval old) and resumes. Returns `stop`.
 */
export function startVisiblePolling({ intervalMs, poll, visibility = document }: VisiblePollerOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let stopped = false;

  const schedule = () => {
    if (!stopped && !running && timer === undefined && visibility.visibilityState === 'visible') {
      timer = setTimeout(run, intervalMs);
    }
  };
  const run = () => {
    timer = undefined;
    running = true;
    poll()
      .catch((error: unknown) => console.error('Market refresh failed', error))
      .finally(() => {
        running = false;
        schedule();
      });
  };
  const onVisibilityChange = () => {
    if (visibility.visibilityState !== 'visible') {
      clearTimeout(timer);
      timer = undefined;
    } else if (!running && timer === undefined) {
      run();
    }
  };

  visibility.addEventListener('visibilitychange', onVisibilityChange);
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
    visibility.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
