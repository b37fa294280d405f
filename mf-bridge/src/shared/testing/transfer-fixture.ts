import type { BridgeTransfer } from '@tdx/contracts';

/** For tests: a BTC deposit of bob seen on Bitcoin with 1 of 2 confirmations. */
export const SEEN_DEPOSIT: BridgeTransfer = {
  id: 'd-1',
  direction: 'deposit',
  chain: 'btc',
  coin: 'BTC',
  symbol: 'SWAP.BTC',
  account: 'bob',
  address: 'devnetbtc1abc',
  amount: '0.01',
  fee: '0.000075',
  received: '0.009925',
  status: 'seen',
  confirmations: 1,
  requiredConfirmations: 2,
  sourceTxId: 'ab'.repeat(32),
  destinationTxId: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:04.000Z',
  steps: [
    { status: 'requested', at: '2026-11-01T00:00:00.000Z' },
    { status: 'seen', at: '2026-11-01T00:00:00.000Z' },
  ],
  failure: null,
};
