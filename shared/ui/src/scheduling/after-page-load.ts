import { inOwnTask } from './in-own-task';

/** Longest wait for an idle moment once the page has loaded: a busy page still gets its secondary work. */
const IDLE_TIMEOUT_MS = 2000;
/** Longest wait for the load event: a slow image from someone else's host must not hold the work back for good. */
const LOAD_TIMEOUT_MS = 4000;

/**
 * Runs `task` once the page has finished loading (the window's load event, or at most 4 s) and the
 * browser then has an idle moment (a timer where `requestIdleCallback` is missing): for secondary
 * work that should not compete with the page's first content. Returns a function that cancels it.
 */
export function afterPageLoad(task: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const whenIdle = () => {
    if (cancelIdle) return;
    const { requestIdleCallback, cancelIdleCallback } = window;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      cancelIdle = inOwnTask(task);
    }
  };
  if (document.readyState === 'complete') {
    whenIdle();
    return () => cancelIdle?.();
  }
  const onLoad = () => {
    window.clearTimeout(loadTimer);
    whenIdle();
  };
  const loadTimer = window.setTimeout(onLoad, LOAD_TIMEOUT_MS);
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.clearTimeout(loadTimer);
    window.removeEventListener('load', onLoad);
    cancelIdle?.();
  };
}
