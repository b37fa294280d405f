import BigNumberJs from 'bignumber.js';

/**
 * Arithmetic as the sidechain does it (reference §1.4): bignumber.js with 20 decimal places and
 * HALF_UP rounding. STRICT is off so that non-numeric text parses to NaN instead of throwing —
 * the chain's bignumber.js 8.1.1 had no strict mode.
 */
export const BigNumber = BigNumberJs.clone({
  DECIMAL_PLACES: 20,
  ROUNDING_MODE: BigNumberJs.ROUND_HALF_UP,
  RANGE: 500,
  STRICT: false,
});
export type BigNumber = BigNumberJs;

/** A value BigNumber accepts. */
export type Numeric = BigNumberJs.Value;

/**
 * Parses like the chain's bignumber.js 8.1.1, which did not know numeric separators:
 * `"1_000"` is NaN there while bignumber.js 11 reads it as 1000. Use it for payload values.
 */
export function toBigNumber(value: unknown): BigNumber {
  if (typeof value === 'string' && value.includes('_')) return new BigNumber(NaN);
  return new BigNumber(value as Numeric);
}

/** A quantity as payloads must carry it: a string that parses to a number (the chain's `!isNaN`). */
export function isNumericString(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && !toBigNumber(value).isNaN();
}

/** A payload string holding a number > 0 (amounts, percents, instance ids). */
export function isPositiveNumericString(value: unknown): value is string {
  return typeof value === 'string' && toBigNumber(value).gt(0);
}

/** A payload string holding a number ≥ 0 (fees set by `updateParams`). */
export function isNonNegativeNumericString(value: unknown): value is string {
  return typeof value === 'string' && toBigNumber(value).gte(0);
}

/**
 * Significant decimals (`"1.50"` → 1). Infinity and NaN count as 0: the chain compares
 * `dp() <= precision`, and `null <= precision` is true.
 */
export function countDecimals(value: unknown): number {
  return toBigNumber(value).dp() ?? 0;
}

/** `a + b` formatted with `toFixed(precision)`, as every stored balance is. */
export function addFixed(a: Numeric, b: Numeric, precision: number): string {
  return toBigNumber(a).plus(toBigNumber(b)).toFixed(precision);
}

/** `a − b` formatted with `toFixed(precision)`. */
export function subtractFixed(a: Numeric, b: Numeric, precision: number): string {
  return toBigNumber(a).minus(toBigNumber(b)).toFixed(precision);
}
