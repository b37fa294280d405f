import type { BridgeTransfer } from '@tdx/contracts';

/** The bridge names a withdrawal's transfer after the sidechain transaction that sent the tokens. */
export function withdrawalTransferId(sidechainTxId: string): string {
  return `w-${sidechainTxId}`;
}

/** The deposit among `transfers` whose source is the other chain's transaction `hash` (EVM hashes in any case). */
export function depositOfTransaction(transfers: readonly BridgeTransfer[], hash: string): BridgeTransfer | undefined {
  return transfers.find((transfer) => transfer.direction === 'deposit' && transfer.sourceTxId?.toLowerCase() === hash.toLowerCase());
}
