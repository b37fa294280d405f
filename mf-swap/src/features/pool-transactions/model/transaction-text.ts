import { formatTokenAmount, INVALID_NUMBER_TEXT } from '@tdx/ui/extra';
import type { PoolTransaction, PoolTransactionKind, TokenMove } from './pool-history';

export const KIND_NAMES: Record<PoolTransactionKind, string> = { swap: 'Swap', add: 'Add liquidity', remove: 'Remove liquidity' };

/** The most decimals a quantity is shown with when its token is not known. */
const MAX_DECIMALS = 8;

/** `12.5 BEE`, at the token's precision (the quantity's own decimals, up to 8, when the token is not known). */
export function moveText({ symbol, quantity }: TokenMove, precisionOf: (symbol: string) => number | undefined): string {
  const own = /^\d+(?:\.(\d+))?$/.exec(quantity.trim());
  const precision = precisionOf(symbol) ?? (own ? Math.min(own[1]?.length ?? 0, MAX_DECIMALS) : MAX_DECIMALS);
  const amount = formatTokenAmount(quantity, precision);
  return amount === INVALID_NUMBER_TEXT ? `${INVALID_NUMBER_TEXT} ${symbol}` : `${amount} ${symbol}`;
}

const list = (moves: TokenMove[], precisionOf: (symbol: string) => number | undefined) => moves.map((move) => moveText(move, precisionOf)).join(' and ');

/** What the transaction did, in one line. */
export function transactionText({ kind, paid, received }: PoolTransaction, precisionOf: (symbol: string) => number | undefined): string {
  switch (kind) {
    case 'swap':
      return `Paid ${list(paid, precisionOf)}, received ${list(received, precisionOf)}`;
    case 'add':
      return `Deposited ${list(paid, precisionOf)}`;
    case 'remove':
      return `Withdrew ${list(received, precisionOf)}`;
  }
}
