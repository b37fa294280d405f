import type { Devnet, ProcessedTransaction } from '../../devnet';

/**
 * Items derived from every processed transaction, caught up on each call. Nothing is persisted: the
 * chain itself is, so reset, revert and restart are covered. When the last block read has changed
 * (a revert), everything is derived again.
 */
export function followTransactions<T>(devnet: Devnet, derive: (tx: ProcessedTransaction) => T[]): () => readonly T[] {
  let items: T[] = [];
  let lastBlock = 0;
  let lastBlockHash: string | null = null;

  return () => {
    if (lastBlock > 0 && devnet.chain.getBlock(lastBlock)?.hash !== lastBlockHash) {
      items = [];
      lastBlock = 0;
    }
    for (const tx of devnet.chain.processedTransactions(lastBlock + 1)) {
      if (tx.blockNumber > lastBlock) items.push(...derive(tx));
    }
    const latest = devnet.chain.latestBlock();
    lastBlock = latest.blockNumber;
    lastBlockHash = latest.hash;
    return items;
  };
}
