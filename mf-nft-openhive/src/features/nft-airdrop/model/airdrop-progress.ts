import type { AirdropBatch } from './airdrop-plan';

/**
 * An airdrop being sent, kept in localStorage so that a failure, a cancel or a reload resumes it
 * without sending a transaction twice. Keyed by the account, the symbol and a hash of the list:
 * the same list pasted again finds its progress.
 */

export interface AirdropProgress {
  batches: AirdropBatch[];
  /** Per batch: confirmed on the chain (or its NFTs already left the account). */
  sent: boolean[];
}

const PREFIX = 'nft-airdrop';

/** FNV-1a (32 bits) of the text, in hex: enough to tell lists apart, not a secret. */
export function listHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

export const progressKey = (account: string, symbol: string, listText: string): string => `${PREFIX}:${account}:${symbol}:${listHash(listText)}`;

const isProgress = (value: unknown): value is AirdropProgress =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as AirdropProgress).batches) &&
  Array.isArray((value as AirdropProgress).sent) &&
  (value as AirdropProgress).batches.length === (value as AirdropProgress).sent.length;

export function loadProgress(key: string): AirdropProgress | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return isProgress(value) ? value : null;
  } catch {
    return null;
  }
}

export function saveProgress(key: string, progress: AirdropProgress): void {
  try {
    localStorage.setItem(key, JSON.stringify(progress));
  } catch (error) {
    // Storage full or blocked: sending goes on, only a reload would not know what was sent.
    console.error('Could not keep the NFT airdrop progress', error);
  }
}

export const forgetProgress = (key: string): void => localStorage.removeItem(key);

/**
 * Marks as sent the unsent batches none of whose NFTs the account still holds: a transaction
 * whose confirmation was not seen (a reload, a slow node) already took them.
 */
export function reconcile(progress: AirdropProgress, sendableIds: ReadonlySet<string>): AirdropProgress {
  const sent = progress.batches.map((batch, index) => progress.sent[index] || batch.every((recipient) => recipient.ids.every((id) => !sendableIds.has(id))));
  return { ...progress, sent };
}

/** The unsent batches whose NFTs are not all held any more: resuming would be refused by the contract. */
export const strandedBatches = (progress: AirdropProgress, sendableIds: ReadonlySet<string>): number[] =>
  progress.batches.flatMap((batch, index) => (!progress.sent[index] && batch.some((recipient) => recipient.ids.some((id) => !sendableIds.has(id))) ? [index] : []));
