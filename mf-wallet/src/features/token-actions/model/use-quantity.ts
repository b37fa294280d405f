import { useState } from 'react';
import { chainAmount } from '../../../shared';
import { quantityProblem } from './rules';

export interface Quantity {
  value: string;
  setValue: (value: string) => void;
  /** The rule's message once the user typed or tried to send. */
  error: string | null;
  /** The rule's message now (null = can be sent). */
  problem: string | null;
  /** Shows the message even if nothing was typed (on submit). */
  reveal: () => void;
}

/** A quantity field's state, checked against the token's precision and what is available. */
export function useQuantity(precision: number, available: string, initial = ''): Quantity {
  const [value, setRawValue] = useState(initial);
  const [revealed, setRevealed] = useState(false);
  // A missing or broken chain amount bounds the quantity at 0 rather than not at all.
  const problem = quantityProblem(value, precision, chainAmount(available).toFixed());
  return {
    value,
    setValue: (next) => {
      setRawValue(next);
      setRevealed(true);
    },
    error: revealed ? problem : null,
    problem,
    reveal: () => setRevealed(true),
  };
}
