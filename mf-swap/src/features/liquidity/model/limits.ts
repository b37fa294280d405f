import BigNumber from 'bignumber.js';

/** The contract's defaults for both limits of `addLiquidity`, in percent. */
export const DEFAULT_MAX_PRICE_IMPACT = '1';
export const DEFAULT_MAX_DEVIATION = '1';

const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;
/** The contract's limit on the decimals of a percentage it takes (`maxPriceImpact`, `sharesOut`). */
export const PERCENT_DECIMALS = 3;

export const LIMIT_MESSAGES = {
  priceImpact: `Enter a percentage greater than 0, with at most ${PERCENT_DECIMALS} decimals`,
  deviation: 'Enter a whole percentage, 0 or more (0 turns the check off)',
  withdraw: `Enter a percentage greater than 0 and at most 100, with at most ${PERCENT_DECIMALS} decimals`,
} as const;

function decimalOf(text: string): BigNumber | null {
  const trimmed = text.trim();
  return PLAIN_DECIMAL.test(trimmed) ? new BigNumber(trimmed) : null;
}

const fewDecimals = (value: BigNumber) => (value.decimalPlaces() ?? 0) <= PERCENT_DECIMALS;

/** `maxPriceImpact`: a percentage > 0 with at most 3 decimals. */
export function maxPriceImpactProblem(text: string): string | null {
  const value = decimalOf(text);
  return value && value.gt(0) && fewDecimals(value) ? null : LIMIT_MESSAGES.priceImpact;
}

/** `maxDeviation`: a whole percentage ≥ 0. */
export function maxDeviationProblem(text: string): string | null {
  const value = decimalOf(text);
  return value && value.isInteger() ? null : LIMIT_MESSAGES.deviation;
}

/** `sharesOut` of `removeLiquidity`: a percentage in (0, 100] with at most 3 decimals. */
export function withdrawPercentProblem(text: string): string | null {
  const value = decimalOf(text);
  return value && value.gt(0) && value.lte(100) && fewDecimals(value) ? null : LIMIT_MESSAGES.withdraw;
}
