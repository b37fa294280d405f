interface YieldingScheduler {
  yield: () => Promise<void>;
}

/**
 * Resolves in a later task so the browser can paint and handle input in between: `scheduler.yield()`
 * where the browser has it (the rest runs before other queued work), else a zero timer.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: Partial<YieldingScheduler> };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
