import type { ContractAction } from '@tdx/contracts';

/**
 * Which instance goes to whom, and the `nftairdrops.newAirdrop` transactions that send them. The
 * contract takes explicit ids per recipient; the form hands out the user's sendable instances,
 * lowest id first, in the list's order.
 */

/** Hive's limit on a custom_json's `json` (HIVE_CUSTOM_OP_DATA_MAX_LENGTH): a longer one is refused by the Hive node. */
export const MAX_CUSTOM_JSON_BYTES = 8192;

export interface AirdropRecipient {
  to: string;
  ids: string[];
}

/** One transaction: the recipients it serves. */
export type AirdropBatch = AirdropRecipient[];

export interface AirdropRequestRow {
  account: string;
  /** How many NFTs the account gets (a whole number as a string). */
  count: string;
}

/** The recipients with their ids: `count` ids each, taken from `sendableIds` in order. */
export function assignInstances(rows: readonly AirdropRequestRow[], sendableIds: readonly string[]): AirdropRecipient[] {
  let next = 0;
  return rows.map(({ account, count }) => {
    const ids = sendableIds.slice(next, next + Number(count));
    next += ids.length;
    return { to: account, ids };
  });
}

export const airdropAction = (symbol: string, list: AirdropBatch): ContractAction => ({
  contractName: 'nftairdrops',
  contractAction: 'newAirdrop',
  contractPayload: { symbol, list },
});

const byteLength = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/**
 * Recipients packed, in order, into as few transactions as Hive's custom_json size and the
 * contract's NFTs-per-airdrop limit allow (a recipient is never split).
 */
export function batchRecipients(symbol: string, recipients: readonly AirdropRecipient[], maxNftsPerAirdrop: number): AirdropBatch[] {
  const emptySize = byteLength(airdropAction(symbol, []));
  const batches: AirdropBatch[] = [];
  let batch: AirdropBatch = [];
  let size = emptySize;
  let nfts = 0;
  for (const recipient of recipients) {
    const entrySize = byteLength(recipient);
    // Entries after the first take a comma too.
    const fits = size + 1 + entrySize <= MAX_CUSTOM_JSON_BYTES && nfts + recipient.ids.length <= maxNftsPerAirdrop;
    if (batch.length > 0 && !fits) {
      batches.push(batch);
      batch = [];
      size = emptySize;
      nfts = 0;
    }
    size += entrySize + (batch.length > 0 ? 1 : 0);
    nfts += recipient.ids.length;
    batch.push(recipient);
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

export const nftCount = (batch: AirdropBatch): number => batch.reduce((sum, recipient) => sum + recipient.ids.length, 0);
