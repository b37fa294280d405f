import { NodesUnavailableError } from './errors';

/** Longest a call may spend failing over, all attempts together (not nodes × per-attempt timeout). */
export const DEFAULT_FAILOVER_BUDGET_MS = 20_000;
/** How long a node that just failed is tried only after every node that did not. */
export const DEFAULT_NODE_COOLDOWN_MS = 30_000;

export interface RotationTiming {
  budgetMs?: () => number;
  cooldownMs?: () => number;
  now?: () => number;
}

/** One try at `node`; `remainingMs` is what is left of the call's budget (the attempt's timeout caps at it). */
export type NodeAttempt<T> = (node: string, remainingMs: number) => Promise<T>;

/**
 * Tries nodes in list order starting from the one that last worked; after a failure moves to the
 * next, wrapping to the first after the last (spec §4), each node at most once per call. A node
 * that failed within the cool-down goes after every other node; the whole call gives up once its
 * budget is spent. `shouldFailOver(error)` false means the error is an answer and is rethrown at once.
 * When the list starts with another node (the user chose a node), the next call starts there.
 */
export function createNodeRotation(nodes: () => string[], shouldFailOver: (error: unknown) => boolean, timing: RotationTiming = {}) {
  const { budgetMs = () => DEFAULT_FAILOVER_BUDGET_MS, cooldownMs = () => DEFAULT_NODE_COOLDOWN_MS, now = Date.now } = timing;
  const failedAt = new Map<string, number>();
  let lastWorking: string | undefined;
  let listHead: string | undefined;

  /** The current list, forgetting the node that last worked when the list's first node changed. */
  function currentList(): string[] {
    const list = nodes();
    if (list[0] !== listHead) {
      listHead = list[0];
      lastWorking = undefined;
    }
    return list;
  }

  /** This call's order: from the node that last worked, wrapping; nodes cooling down last. */
  function callOrder(list: string[]): string[] {
    const start = Math.max(0, lastWorking ? list.indexOf(lastWorking) : 0);
    const rotated = [...list.slice(start), ...list.slice(0, start)];
    const cooling = (node: string) => now() - (failedAt.get(node) ?? -Infinity) < cooldownMs();
    return [...rotated.filter((node) => !cooling(node)), ...rotated.filter(cooling)];
  }

  async function run<T>(attempt: NodeAttempt<T>): Promise<T> {
    const list = currentList();
    if (list.length === 0) throw new NodesUnavailableError([], new Error('no node configured'));
    const deadline = now() + budgetMs();
    const tried: string[] = [];
    let lastError: unknown;
    for (const node of callOrder(list)) {
      const remainingMs = deadline - now();
      if (remainingMs <= 0) {
        lastError = new Error(`gave up after ${budgetMs()} ms`);
        break;
      }
      tried.push(node);
      try {
        const result = await attempt(node, remainingMs);
        failedAt.delete(node);
        lastWorking = node;
        return result;
      } catch (error) {
        if (!shouldFailOver(error)) {
          failedAt.delete(node);
          lastWorking = node;
          throw error;
        }
        failedAt.set(node, now());
        lastError = error;
      }
    }
    throw new NodesUnavailableError(tried, lastError);
  }

  return {
    run,
    /** The node the next call starts with. */
    currentNode: (): string | undefined => {
      const list = currentList();
      return lastWorking && list.includes(lastWorking) ? lastWorking : list[0];
    },
  };
}
