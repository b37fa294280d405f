import { createHash } from 'node:crypto';
import type { BridgeChain, BridgeTransfer } from '@tdx/contracts';
import { CHAIN_PACE } from './transfer-chains';

/** A transfer as the devnet keeps it: the public shape plus whether a test holds it where it is. */
export interface TrackedTransfer extends BridgeTransfer {
  held: boolean;
}

/** What a bridge knows when it first sees a transfer's source transaction (at `atMs`). */
export type NewTransfer = Pick<BridgeTransfer, 'id' | 'direction' | 'chain' | 'coin' | 'symbol' | 'account' | 'address' | 'amount' | 'fee' | 'received'> & {
  sourceTxId: string;
  atMs: number;
};

export const iso = (ms: number) => new Date(ms).toISOString();

/** A transfer whose source transaction was just seen: requested and seen at once, no confirmations yet. */
export function seenTransfer(fields: NewTransfer): TrackedTransfer {
  const { atMs, ...rest } = fields;
  const at = iso(atMs);
  return {
    ...rest,
    status: 'seen',
    confirmations: 0,
    requiredConfirmations: CHAIN_PACE[fields.chain].requiredConfirmations,
    destinationTxId: null,
    createdAt: at,
    updatedAt: at,
    steps: [
      { status: 'requested', at },
      { status: 'seen', at },
    ],
    failure: null,
    held: false,
  };
}

/** A converter deposit the user asked for (`POST convert/`): no coins seen yet, so no amounts. */
export function requestedDeposit(fields: Pick<BridgeTransfer, 'id' | 'chain' | 'coin' | 'symbol' | 'account' | 'address'> & { atMs: number }): TrackedTransfer {
  const { atMs, ...rest } = fields;
  const at = iso(atMs);
  return {
    ...rest,
    direction: 'deposit',
    amount: '0',
    fee: '0',
    received: '0',
    status: 'requested',
    confirmations: 0,
    requiredConfirmations: CHAIN_PACE[fields.chain].requiredConfirmations,
    sourceTxId: null,
    destinationTxId: null,
    createdAt: at,
    updatedAt: at,
    steps: [{ status: 'requested', at }],
    failure: null,
    held: false,
  };
}

/** The public view (what the API answers). */
export function publicTransfer({ held: _held, ...transfer }: TrackedTransfer): BridgeTransfer {
  return transfer;
}

/** A made-up transaction id on another chain, stable for a given seed text: 64 hex (EVM chains: 0x-prefixed). */
export function externalTxId(chain: BridgeChain, seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return ['eth', 'bsc', 'polygon'].includes(chain) ? `0x${hex}` : hex;
}
