import { yieldToMain } from '@tdx/ui/scheduling';

/**
 * Runs `steps` one after another, each in a task of its own (after yielding to the browser), so a
 * slow phone gets several short tasks instead of one long one. Stops at the first step that fails.
 */
export async function runInTasks(steps: ReadonlyArray<() => unknown>): Promise<void> {
  for (const step of steps) {
    await yieldToMain();
    await step();
  }
}
