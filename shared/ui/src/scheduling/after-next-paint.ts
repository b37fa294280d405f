/** How long a hidden tab, where no frame is painted, waits instead. */
export const HIDDEN_TAB_WAIT_MS = 100;

/**
 * Runs `task` in a task of its own once the browser has shown its next frame: for requests a page
 * sends as it first renders, so that sending them and handling fast answers do not hold back that
 * render's paint (one frame of delay at most). A hidden tab paints no frames: there `task` runs after
 * HIDDEN_TAB_WAIT_MS. Returns a function that cancels it if it has not run yet.
 */
export function afterNextPaint(task: () => void): () => void {
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  let settled = false;
  const run = () => {
    cancel();
    task();
  };
  // The first frame callback comes before that frame's paint, the second after it was shown.
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      if (!settled) afterFrame = setTimeout(run, 0);
    });
  });
  const hiddenTab = setTimeout(run, HIDDEN_TAB_WAIT_MS);
  function cancel() {
    settled = true;
    cancelAnimationFrame(frame);
    clearTimeout(afterFrame);
    clearTimeout(hiddenTab);
  }
  return cancel;
}
