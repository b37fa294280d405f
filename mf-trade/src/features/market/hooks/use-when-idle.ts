import { useEffect, useState } from 'react';

/** Longest wait for an idle moment: a busy page still gets its secondary content. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * False on the first render, true once the browser has had an idle moment after it (a timer where
 * `requestIdleCallback` is missing): for heavy content that should not compete with the first paint.
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const { requestIdleCallback, cancelIdleCallback } = window;
    if (typeof requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 0);
      return () => window.clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }, []);
  return idle;
}
