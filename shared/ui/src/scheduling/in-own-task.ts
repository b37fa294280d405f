/**
 * Runs `task` in a task of its own, soon (a zero timer): for work an effect starts (a chunk to
 * fetch, a lookup) that would otherwise lengthen the task every effect of a render runs in.
 * Returns a function that cancels it if it has not run yet.
 */
export function inOwnTask(task: () => void): () => void {
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}
