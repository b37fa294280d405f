import { NodesUnavailableError } from './errors';

/**
 * Tries nodes in list order starting from the one that last worked; after a failure moves to the
 * next, wrapping to the first after the last (spec §4), each node at most once per call.
 * `shouldFailOver(error)` false means the error is an answer and is rethrown at once.
 * When the list starts with another node (the user chose a node), the next call starts there.
 */
export function createNodeRotation(nodes: () => string[], shouldFailOver: (error: unknown) => boolean) {
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

  async function run<T>(attempt: (node: string) => Promise<T>): Promise<T> {
    const list = currentList();
    if (list.length === 0) throw new NodesUnavailableError([], new Error('no node configured'));
    const start = Math.max(0, lastWorking ? list.indexOf(lastWorking) : 0);
    let lastError: unknown;
    for (let step = 0; step < list.length; step += 1) {
      const node = list[(start + step) % list.length];
      try {
        const result = await attempt(node);
        lastWorking = node;
        return result;
      } catch (error) {
        if (!shouldFailOver(error)) {
          lastWorking = node;
          throw error;
        }
        lastError = error;
      }
    }
    throw new NodesUnavailableError(list, lastError);
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
