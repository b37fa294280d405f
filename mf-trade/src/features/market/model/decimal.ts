import BigNumber from 'bignumber.js';

/** Prices carry 8 decimals on the market contract; SWAP.HIVE amounts too. */
export const PRICE_DECIMALS = 8;
export const HIVE_DECIMALS = 8;
/** The smallest SWAP.HIVE amount an order may move. */
export const MIN_ORDER_TOTAL = '0.00000001';

/** A finite number from hostile chain text or user input, else undefined (never throws). */
export function parseDecimal(value: unknown): BigNumber | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  try {
    const number = new BigNumber(typeof value === 'string' ? value.trim() : value);
    return number.isFinite() ? number : undefined;
  } catch {
    return undefined;
  }
}

/** Zero for anything that is not a finite number. */
export function decimalOrZero(value: unknown): BigNumber {
  return parseDecimal(value) ?? new BigNumber(0);
}
