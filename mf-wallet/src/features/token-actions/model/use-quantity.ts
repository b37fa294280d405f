import { useState } from 'react';
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
  const problem = quantityProblem(value, precision, available);
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
