import type { ProcessedTransaction } from '../../devnet';

/** A `tokens.transfer` by bob as the sidechain processed it: failed when `errors` are given. */
export function processedTransfer(payload: Record<string, unknown>, errors?: string[]): ProcessedTransaction {
  return {
    blockNumber: 1,
    refHiveBlockNumber: 1,
    timestamp: '2026-11-01T00:00:00',
    transactionId: 'tx',
    sender: 'bob',
    contract: 'tokens',
    action: 'transfer',
    payload,
    logs: errors ? { errors } : { events: [] },
    virtual: false,
  };
}
