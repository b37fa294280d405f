import BigNumber from 'bignumber.js';

/** Shown instead of a number that cannot be parsed. */
export const INVALID_NUMBER_TEXT = '—';

export const DEFAULT_DECIMALS = 3;

/** A finite BigNumber, or undefined for NaN, ±Infinity, empty or non-numeric input. */
export function toFiniteBigNumber(value: BigNumber.Value | null | undefined): BigNumber | undefined {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return undefined;
  try {
    const number = new BigNumber(typeof value === 'string' ? value.trim() : value);
    return number.isFinite() ? number : undefined;
  } catch {
    return undefined; // bignumber.js 11 throws on non-numeric strings
  }
}

/** Cut (toward zero) to `decimals` places with thousands separators; never prints `-0`. */
export function formatFixed(number: BigNumber, decimals: number): string {
  const cut = number.decimalPlaces(decimals, BigNumber.ROUND_DOWN);
  return (cut.isZero() ? new BigNumber(0) : cut).toFormat(decimals);
}

/** `1234.56789` → `1,234.567`: floored to `decimals` (default 3), thousands separators. */
export function formatNumber(value: BigNumber.Value | null | undefined, decimals = DEFAULT_DECIMALS): string {
  const number = toFiniteBigNumber(value);
  return number ? formatFixed(number, decimals) : INVALID_NUMBER_TEXT;
}

/** A token quantity at the token's precision (`"1.5"`, precision 8 → `1.50000000`). */
export function formatTokenAmount(value: BigNumber.Value | null | undefined, precision: number): string {
  return formatNumber(value, precision);
}

/** `"12.345%"` or `12.345` → `12.34%` (the `%` of metrics strings is accepted). */
export function formatPercent(value: BigNumber.Value | null | undefined, decimals = 2): string {
  const text = typeof value === 'string' ? value.trim().replace(/%$/, '') : value;
  const number = toFiniteBigNumber(text);
  return number ? `${formatFixed(number, decimals)}%` : INVALID_NUMBER_TEXT;
}
