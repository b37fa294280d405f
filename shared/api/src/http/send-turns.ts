/**
 * One `fetch()` call per task. Starting a request costs the main thread several
 * milliseconds (4–11 ms each at 1× in a CPU profile of the market's load, more on a phone), so a burst of reads,
 * such as the five the market page sends once it has painted, made one long task right after the
 * first paint. The first request of a task goes at once; each further one waits for a later task,
 * in the order asked.
 *
 * A later task comes from `scheduler.yield()`, else a message channel. A zero timer would also do,
 * but browsers hold those back to one a second in a hidden tab, so where neither exists (a test
 * environment) requests simply go at once.
 */

type LaterTask = () => Promise<void>;

interface PageScheduling {
  scheduler?: { yield?: () => Promise<void> };
  MessageChannel?: typeof MessageChannel;
}

export function browserLaterTask(page: PageScheduling = globalThis as PageScheduling): LaterTask | undefined {
  const { scheduler } = page;
  const yieldToBrowser = scheduler?.yield;
  if (typeof yieldToBrowser === 'function') return () => yieldToBrowser.call(scheduler);
  const Channel = page.MessageChannel;
  if (!Channel) return undefined;
  return () =>
    new Promise((resolve) => {
      const channel = new Channel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(undefined);
    });
}

/**
 * Returns `awaitTurn`: it resolves at once for the first caller of a task and in a later task of
 * its own for each further caller, in call order.
 */
export function sendTurns(laterTask: LaterTask | undefined = browserLaterTask()): () => Promise<void> {
  if (!laterTask) return () => Promise.resolve();
  let lastTurnEnds: Promise<void> | undefined;
  return () => {
    const previous = lastTurnEnds;
    const ends = (previous ?? Promise.resolve()).then(laterTask);
    lastTurnEnds = ends;
    void ends.then(() => {
      if (lastTurnEnds === ends) lastTurnEnds = undefined;
    });
    return previous ?? Promise.resolve();
  };
}
