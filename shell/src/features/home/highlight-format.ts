import BigNumber from 'bignumber.js';
import { formatCompactUsd, formatNumber, formatPercent, INVALID_NUMBER_TEXT } from '@tdx/ui/format';

const PRICE_DECIMALS = 8;
const SMALL_USD_DIGITS = 4;

/** A SWAP.HIVE price cut to the chain's 8 decimals, without trailing zeros: `0.0012`, `1,234.5`. */
export function formatHivePrice(price: BigNumber): string {
  return price.decimalPlaces(PRICE_DECIMALS, BigNumber.ROUND_DOWN).toFormat();
}

/** The USD value of a SWAP.HIVE amount, or the placeholder while the HIVE price is unknown. */
export function formatUsdValue(hiveAmount: BigNumber, hivePrice: number | null): string {
  if (hivePrice === null || !Number.isFinite(hivePrice)) return INVALID_NUMBER_TEXT;
  const usd = hiveAmount.times(hivePrice);
  if (usd.isGreaterThanOrEqualTo(1)) return formatCompactUsd(usd);
  // Token prices are often fractions of a cent: keep four significant digits instead of `$0.00`.
  return usd.isZero() ? '$0' : `$${usd.precision(SMALL_USD_DIGITS, BigNumber.ROUND_DOWN).toFormat()}`;
}

/** `+12.5%` / `-3.21%`: the sign is written out, so the direction never depends on colour alone. */
export function formatChange(change: BigNumber): string {
  const text = formatPercent(change);
  return change.isGreaterThan(0) ? `+${text}` : text;
}

/** A 24 h volume in HIVE with thousands separators. */
export function formatVolume(volume: BigNumber): string {
  return `${formatNumber(volume)} HIVE`;
}
