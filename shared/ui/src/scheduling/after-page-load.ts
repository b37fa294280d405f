/** Longest wait for an idle moment once the page has loaded: a busy page still gets its secondary work. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` once the page has finished loading (the window's load event) and the browser then has
 * an idle moment (a timer where `requestIdleCallback` is missing): for secondary work that should
 * not compete with the page's first content. Returns a function that cancels it.
 */
export function afterPageLoad(task: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const whenIdle = () => {
    const { requestIdleCallback, cancelIdleCallback } = window;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const timer = window.setTimeout(task, 0);
      cancelIdle = () => window.clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') {
    whenIdle();
    return () => cancelIdle?.();
  }
  window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    cancelIdle?.();
  };
}
