import { afterPageLoad } from '@tdx/ui/scheduling';

/** Longest wait for the opened page: one that never finishes must not hold back what waits for it for good. */
export const READY_TIMEOUT_MS = 10_000;

/**
 * Whether the page the visitor opened has shown its content. An area's route holds it from the
 * start until the area's parcel has mounted or its error is shown; secondary work (the
 * announcement toasts) waits for it, so it never competes with that content.
 */
export class PageReadiness {
  private holds = 0;
  private readonly waiting = new Set<() => void>();

  /** Holds the page as not ready; returns the release (calling it again does nothing). */
  hold(): () => void {
    this.holds += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds -= 1;
      if (this.holds === 0) for (const task of [...this.waiting]) task();
    };
  }

  /** Runs `task` once nothing holds the page (at once if nothing does), or after READY_TIMEOUT_MS. Returns the cancel. */
  whenReady(task: () => void): () => void {
    if (this.holds === 0) {
      task();
      return () => undefined;
    }
    const run = () => {
      cancel();
      task();
    };
    const timer = setTimeout(run, READY_TIMEOUT_MS);
    const cancel = () => {
      clearTimeout(timer);
      this.waiting.delete(run);
    };
    this.waiting.add(run);
    return cancel;
  }
}

export const pageReadiness = new PageReadiness();

/**
 * Runs secondary work (announcement toasts, build polling, the devnet's Keychain emulator) once
 * the opened page has shown its content, the page has loaded and the browser is idle: neither its
 * downloads nor its work compete with that content. Returns the cancel.
 */
export function afterOpenedPage(task: () => void): () => void {
  let cancelLoadWait: (() => void) | undefined;
  const cancelReadyWait = pageReadiness.whenReady(() => {
    cancelLoadWait = afterPageLoad(task);
  });
  return () => {
    cancelReadyWait();
    cancelLoadWait?.();
  };
}

/**
 * Loads and starts secondary work once the opened page is shown (afterOpenedPage): `load` resolves
 * to the function that starts it and returns its stop. The returned function cancels the wait, or
 * stops the work; work whose code arrives after that is never started.
 */
export function startAfterOpenedPage(load: () => Promise<() => () => void>): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  const cancelWait = afterOpenedPage(() => {
    void load().then((start) => {
      if (!stopped) stop = start();
    });
  });
  return () => {
    stopped = true;
    cancelWait();
    stop?.();
  };
}
