import { afterNextPaint } from './after-next-paint';

/** How long `afterShown` waits for the element at most (also where nothing is painted: a hidden tab). */
export const SHOWN_WAIT_MS = 250;

interface ElementTiming extends PerformanceEntry {
  identifier: string;
}

const hasElementTiming = () => typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('element');

/**
 * Runs `task` in a task of its own once the element marked `elementtiming={identifier}` is on
 * screen: Element Timing reports it after the frame that shows it was presented, which on a busy
 * device comes a few frames after that frame was painted (afterNextPaint's moment). Requests sent
 * from `task` then never compete with the element's first showing, and a fast answer never lands
 * before it (a local service answers within a frame; real nodes are farther away than that).
 * Where the browser has no Element Timing, it is afterNextPaint; an element not shown within
 * SHOWN_WAIT_MS (off screen, a hidden tab) is not waited for longer. Returns a cancel function.
 */
export function afterShown(identifier: string, task: () => void): () => void {
  if (!hasElementTiming()) return afterNextPaint(task);
  let pending = true;
  let run: ReturnType<typeof setTimeout> | undefined;
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => (entry as ElementTiming).identifier === identifier)) settle();
  });
  const cap = setTimeout(settle, SHOWN_WAIT_MS);
  function stopWaiting() {
    pending = false;
    observer.disconnect();
    clearTimeout(cap);
  }
  function settle() {
    if (!pending) return;
    stopWaiting();
    run = setTimeout(task, 0);
  }
  // Buffered: an element shown before this call (the same page rendered again) counts at once.
  observer.observe({ type: 'element', buffered: true });
  return () => {
    stopWaiting();
    clearTimeout(run);
  };
}
