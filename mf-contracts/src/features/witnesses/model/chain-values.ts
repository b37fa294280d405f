import BigNumber from 'bignumber.js';

/** WORKERBEE, the governance token approvals are weighed in. */
export const GOVERNANCE_SYMBOL = 'WORKERBEE';
export const GOVERNANCE_PRECISION = 5;

/**
 * A weight as the chain stores it: a Decimal128 `{ $numberDecimal }`, a decimal string or the
 * number 0. Anything else (or a negative value) counts as 0.
 */
export function weightOf(value: unknown): BigNumber {
  const raw = typeof value === 'object' && value !== null && '$numberDecimal' in value ? (value as { $numberDecimal: unknown }).$numberDecimal : value;
  const weight = typeof raw === 'string' || typeof raw === 'number' ? new BigNumber(raw) : new BigNumber(NaN);
  return weight.isFinite() && weight.gt(0) ? weight : new BigNumber(0);
}

/** A counter or block number from a row, null when the chain holds none. */
export function wholeNumberOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}
