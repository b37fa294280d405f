import BigNumber from 'bignumber.js';

const SIGNIFICANT_DIGITS = 4;

const UNITS = [
  { suffix: 'T', size: new BigNumber('1e12') },
  { suffix: 'B', size: new BigNumber('1e9') },
  { suffix: 'M', size: new BigNumber('1e6') },
  { suffix: 'K', size: new BigNumber('1e3') },
];

/**
 * A token amount in at most four significant digits, cut (never rounded up), scaled from a
 * thousand on: `1234.5` → `1.234K`, `972.41202` → `972.4`, `0.000012345` → `0.00001234`.
 */
export function formatCompactAmount(value: BigNumber): string {
  const amount = value.abs();
  const unit = UNITS.find(({ size }) => amount.isGreaterThanOrEqualTo(size));
  const scaled = (unit ? amount.dividedBy(unit.size) : amount).precision(SIGNIFICANT_DIGITS, BigNumber.ROUND_DOWN);
  const sign = value.isNegative() && !scaled.isZero() ? '-' : '';
  return `${sign}${scaled.toFormat()}${unit?.suffix ?? ''}`;
}
