import type { BridgeTransfer } from '@tdx/contracts';
import { INVALID_NUMBER_TEXT, toFiniteBigNumber } from '@tdx/ui/extra';

/** A bridge amount exactly as the bridge states it (every decimal it gives), with thousands separators. */
export function bridgeAmount(value: string): string {
  const number = toFiniteBigNumber(value);
  return number ? number.toFormat() : INVALID_NUMBER_TEXT;
}

/** A deposit asked for whose coins the bridge has not seen yet: its amounts are not known (the bridge states 0). */
export function awaitingCoins(transfer: Pick<BridgeTransfer, 'direction' | 'status' | 'amount'>): boolean {
  return transfer.direction === 'deposit' && transfer.status === 'requested' && toFiniteBigNumber(transfer.amount)?.isZero() === true;
}
