type Listener = () => void;

const listeners = new Set<Listener>();

/** Asks every mounted wallet view to reload its chain data (after a confirmed action). */
export function refreshWallet(): void {
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` on each `refreshWallet()` until the returned function is called. */
export function onWalletRefresh(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
