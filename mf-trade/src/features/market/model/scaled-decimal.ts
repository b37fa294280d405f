import BigNumber from 'bignumber.js';

/** Book numbers are held as integers of 10⁻⁸ (prices and SWAP.HIVE have 8 decimals, token precision is at most 8). */
export const SCALE_DECIMALS = 8;
const PLAIN = /^\d+(\.\d*)?$/;

/**
 * A positive-or-zero decimal text as an integer of 10⁻⁸, without a BigNumber for the usual plain
 * text; other forms (exponents, more than 8 decimals) go through BigNumber, cut to 8 decimals.
 * Undefined for anything unreadable or negative.
 */
export function toScaled(value: unknown): bigint | undefined {
  let text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : undefined;
  if (text === undefined) return undefined;
  const dot = text.indexOf('.');
  if (!PLAIN.test(text) || (dot >= 0 && text.length - dot - 1 > SCALE_DECIMALS)) {
    const number = toFiniteBigNumber(text);
    if (!number || number.isNegative()) return undefined;
    text = number.toFixed(SCALE_DECIMALS, BigNumber.ROUND_DOWN);
  }
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(SCALE_DECIMALS, '0'));
}

function toFiniteBigNumber(text: string): BigNumber | undefined {
  try {
    const number = new BigNumber(text);
    return number.isFinite() ? number : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An integer of 10^-`scale` as decimal text with `decimals` places (rounded half up, like
 * BigNumber's `toFixed`), or with only the decimals it needs when `decimals` is undefined.
 */
export function scaledToText(value: bigint, scale: number, decimals?: number): string {
  let digits = value;
  let places = scale;
  if (decimals !== undefined && decimals < scale) {
    const divisor = 10n ** BigInt(scale - decimals);
    digits = (value + divisor / 2n) / divisor;
    places = decimals;
  }
  const text = digits.toString().padStart(places + 1, '0');
  const whole = text.slice(0, text.length - places);
  let fraction = text.slice(text.length - places);
  if (decimals === undefined) fraction = fraction.replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}
