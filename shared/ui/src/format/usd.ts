import BigNumber from 'bignumber.js';
import { formatFixed, INVALID_NUMBER_TEXT, toFiniteBigNumber } from './number';

const UNITS = [
  { suffix: 'T', size: new BigNumber('1e12') },
  { suffix: 'B', size: new BigNumber('1e9') },
  { suffix: 'M', size: new BigNumber('1e6') },
  { suffix: 'K', size: new BigNumber('1e3') },
];

/** `1234` → `$1.2K`, `3456789` → `$3.4M`, `12.345` → `$12.34` (cut, never rounded up). */
export function formatCompactUsd(value: BigNumber.Value | null | undefined): string {
  const number = toFiniteBigNumber(value);
  if (!number) return INVALID_NUMBER_TEXT;
  const sign = number.isNegative() && !number.abs().decimalPlaces(2, BigNumber.ROUND_DOWN).isZero() ? '-' : '';
  const amount = number.abs();
  const unit = UNITS.find(({ size }) => amount.isGreaterThanOrEqualTo(size));
  if (!unit) return `${sign}$${formatFixed(amount, 2)}`;
  const scaled = amount.dividedBy(unit.size).decimalPlaces(1, BigNumber.ROUND_DOWN);
  return `${sign}$${scaled.toFormat()}${unit.suffix}`;
}
