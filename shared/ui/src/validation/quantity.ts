import BigNumber from 'bignumber.js';

export const QUANTITY_MESSAGES = {
  invalid: 'Enter a valid amount',
  notPositive: 'Amount must be greater than 0',
  wholeOnly: 'Only whole amounts are allowed',
  tooManyDecimals: (precision: number) => `At most ${precision} decimal${precision === 1 ? '' : 's'} allowed`,
  tooMuch: 'Amount exceeds your available balance',
} as const;

export interface QuantityRules {
  /** Token precision: the most decimals allowed. */
  precision: number;
  /** Upper bound (e.g. the balance); omitted = no bound. */
  available?: BigNumber.Value;
}

const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

/** The problem with a typed quantity, or null when it can be sent (plain decimal, > 0, ≤ precision decimals, ≤ available). */
export function validateQuantity(value: string, rules: QuantityRules): string | null {
  const text = value.trim();
  if (!PLAIN_DECIMAL.test(text)) return QUANTITY_MESSAGES.invalid;
  const quantity = new BigNumber(text);
  if (!quantity.isGreaterThan(0)) return QUANTITY_MESSAGES.notPositive;
  if ((quantity.decimalPlaces() ?? 0) > rules.precision) {
    return rules.precision === 0 ? QUANTITY_MESSAGES.wholeOnly : QUANTITY_MESSAGES.tooManyDecimals(rules.precision);
  }
  if (rules.available !== undefined && quantity.isGreaterThan(rules.available)) return QUANTITY_MESSAGES.tooMuch;
  return null;
}
