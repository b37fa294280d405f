import { sidechain } from '@tdx/api';
import type { TransactionInfo } from '@tdx/contracts';
import { readLogErrors } from './transaction-logs';

export const CONFIRM_POLL_MS = 1500;
export const CONFIRM_TIMEOUT_MS = 60_000;

/**
 * `confirmed` with the chain's errors (none = success); `unconfirmed` when the node never reported
 * the transactions; `unknown` when it did but their logs could not be read.
 */
export type Confirmation = { status: 'confirmed'; errors: string[] } | { status: 'unconfirmed' } | { status: 'unknown' };

/**
 * Sidechain ids of a broadcast's actions: the node suffixes `-0`, `-1` … only when the JSON array
 * holds more than one action; a single action (alone or as a one-item array) keeps the Hive tx id.
 */
export function sidechainTransactionIds(hiveTxId: string, actionCount: number): string[] {
  if (actionCount <= 1) return [hiveTxId];
  return Array.from({ length: actionCount }, (_, index) => `${hiveTxId}-${index}`);
}

/** Errors anywhere make a failure; otherwise one unreadable log makes the outcome unknown. */
function outcomeOf(transactions: TransactionInfo[]): Confirmation {
  const logs = transactions.map(readLogErrors);
  const errors = logs.flatMap((entries) => entries ?? []);
  if (errors.length === 0 && logs.includes(undefined)) return { status: 'unknown' };
  return { status: 'confirmed', errors };
}

async function lookUp(txid: string): Promise<TransactionInfo[] | null> {
  try {
    const info = await sidechain.getTransactionInfo(txid);
    if (info === null) return null;
    return Array.isArray(info) ? info : [info];
  } catch {
    return null; // node trouble: ask again next round
  }
}

/**
 * Polls `getTransactionInfo` for every id every 1.5 s for up to 60 s. Confirmed once all are
 * found; `errors` are every `logs.errors` entry verbatim, in id order. Fails closed: logs that are
 * missing or unreadable give `unknown`, never a success.
 */
export async function waitForConfirmation(txids: string[], pollMs = CONFIRM_POLL_MS, timeoutMs = CONFIRM_TIMEOUT_MS): Promise<Confirmation> {
  const found = new Map<string, TransactionInfo[]>();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const missing = txids.filter((txid) => !found.has(txid));
    const answers = await Promise.all(missing.map(lookUp));
    missing.forEach((txid, index) => {
      const answer = answers[index];
      if (answer) found.set(txid, answer);
    });
    if (found.size === txids.length) {
      return outcomeOf(txids.flatMap((txid) => found.get(txid)!));
    }
    if (Date.now() + pollMs > deadline) return { status: 'unconfirmed' };
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
