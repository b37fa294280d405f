import { Typography } from '@tdx/ui';
import type { SwapState } from '../model/swap-quote-state';

/** Why the pair or amount cannot be swapped, or null when it can (or nothing is typed yet). */
export function swapStateText(state: SwapState, from: string, to: string): string | null {
  switch (state.kind) {
    case 'same-token':
      return 'Pick two different tokens.';
    case 'unknown-token':
      return `No liquidity pool holds ${[from, to].join(' or ')}.`;
    case 'no-pool':
      return `No liquidity pool found between ${from} and ${to}.`;
    case 'empty-pool':
      return `The ${from}/${to} pool has no liquidity yet.`;
    case 'insufficient-liquidity':
      return 'Insufficient liquidity for this trade.';
    case 'too-small':
      return `This amount is too small to receive any ${to}.`;
    default:
      return null;
  }
}

/** The line under the amounts: why the swap cannot be quoted (a warning), or, `pending`, what it waits for. */
export function SwapStatus({ text, pending = false }: { text: string | null; pending?: boolean }) {
  return (
    <Typography role="status" variant="body2" color={text && !pending ? 'warning.main' : 'text.secondary'} sx={{ minHeight: '1.5em' }}>
      {text}
    </Typography>
  );
}
