import BigNumber from 'bignumber.js';
import type { TokenAmount } from '@tdx/controls';
import { validateQuantity } from '@tdx/ui/extra';
import { useState } from 'react';
import { hasLiquidity, type PoolRow } from '../../../shared';
import { counterpart, type PairAmounts, type PairPrecisions, type Side } from './deposit';

export interface PairAmountFields {
  base: TokenAmount;
  quote: TokenAmount;
  /** Both amounts when both are valid, else null. */
  offered: PairAmounts | null;
  /** For sending: both amounts or null; from then on both fields say why an empty amount is refused too. */
  confirm: () => PairAmounts | null;
  clear: () => void;
}

interface Typed {
  base: string;
  quote: string;
  /** The side typed last: in a pool with reserves the other follows the pool ratio. */
  edited: Side;
}

const NOTHING_TYPED: Typed = { base: '', quote: '', edited: 'base' };
const POSITIVE_DECIMAL = /^\d+(\.\d+)?$/;

/**
 * The two amounts of a deposit. In a pool with reserves, typing one side sets the other at the
 * pool ratio (rounded half-up to its precision), following the pool as it moves; in an empty pool
 * both are free, since the first deposit sets the price.
 */
export function usePairAmounts(pool: PoolRow | undefined, precisions: PairPrecisions, balances: Partial<Record<Side, string>>): PairAmountFields {
  const [typed, setTyped] = useState<Typed>(NOTHING_TYPED);
  const [submitted, setSubmitted] = useState(false);
  const linked = pool !== undefined && hasLiquidity(pool);

  const shown = (state: Typed, side: Side): string => {
    if (!linked || side === state.edited) return state[side];
    const text = state[state.edited].trim();
    const other = POSITIVE_DECIMAL.test(text) ? counterpart(new BigNumber(text), state.edited, pool, precisions) : null;
    return other ? other.toFixed() : '';
  };

  const field = (side: Side): TokenAmount => {
    const value = shown(typed, side);
    const balance = balances[side];
    const problem = validateQuantity(value, { precision: precisions[side], available: balance });
    return {
      value,
      precision: precisions[side],
      balance,
      problem,
      valid: problem === null,
      submitted,
      setValue: (text) => setTyped((previous) => ({ base: shown(previous, 'base'), quote: shown(previous, 'quote'), [side]: text, edited: side })),
      confirm: () => {
        setSubmitted(true);
        return problem === null ? value : null;
      },
    };
  };

  const base = field('base');
  const quote = field('quote');
  const offered = base.valid && quote.valid ? { base: new BigNumber(base.value), quote: new BigNumber(quote.value) } : null;
  return {
    base,
    quote,
    offered,
    confirm: () => {
      setSubmitted(true);
      return offered;
    },
    clear: () => {
      setTyped(NOTHING_TYPED);
      setSubmitted(false);
    },
  };
}
