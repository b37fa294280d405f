import { validateQuantity } from '@tdx/ui/extra';
import { useState } from 'react';

export interface TokenAmountRules {
  /** The token's precision: the most decimals allowed. */
  precision: number;
  /** The available balance as a decimal string: the upper bound and the Max button's amount. */
  balance?: string;
}

export interface TokenAmount extends TokenAmountRules {
  /** The amount as typed: a decimal string, never a float. */
  value: string;
  setValue: (value: string) => void;
  /** The rule the amount breaks (also for an empty field), or null. */
  problem: string | null;
  valid: boolean;
  /** `confirm()` was called: the field then says why an empty amount is refused too. */
  submitted: boolean;
  /** For a form that checks its fields when sending: the amount, or null (the field then says why). */
  confirm: () => string | null;
}

/** The state of a token amount field; the rules may change between renders (another token picked). */
export function useTokenAmount(rules: TokenAmountRules, initial = ''): TokenAmount {
  const [value, setValue] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const problem = validateQuantity(value, { precision: rules.precision, available: rules.balance });
  const confirm = () => {
    setSubmitted(true);
    return problem === null ? value : null;
  };
  return { ...rules, value, setValue, problem, valid: problem === null, submitted, confirm };
}
