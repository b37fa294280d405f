import { sidechain } from '@tdx/api';
import type { TransactionInfo } from '@tdx/contracts';

/** The logs of a confirmed transaction (the first of a multi-action lookup), or null when the node has none. */
export async function transactionLogs(transactionId: string): Promise<string | null> {
  const info = await sidechain.getTransactionInfo(transactionId);
  const first: TransactionInfo | undefined = Array.isArray(info) ? info[0] : (info ?? undefined);
  return first?.logs ?? null;
}
