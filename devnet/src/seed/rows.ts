import BigNumber from 'bignumber.js';
import type { Decimal128, Row, TableSpec } from '../chain/contract-api';
import type { SeedTable } from '../chain/seed-api';
import type { Random } from './random';

/** BigNumber configured like the node (20 decimal places, HALF_UP), without touching the global. */
export const ChainNumber = BigNumber.clone({ DECIMAL_PLACES: 20, ROUNDING_MODE: BigNumber.ROUND_HALF_UP });
export type ChainNumber = BigNumber;

export const ZERO = new ChainNumber(0);

export function decimal128(value: string): Decimal128 {
  return { $numberDecimal: value };
}

/** A quantity as the chain stores it: `toFixed(precision)`. */
export function fixed(value: BigNumber.Value, precision: number, rounding: BigNumber.RoundingMode = BigNumber.ROUND_DOWN): string {
  return (BigNumber.isBigNumber(value) ? value : new ChainNumber(value)).toFixed(precision, rounding);
}

/**
 * A random amount (drawn as a float, which is plenty for made-up data) as an exact quantity at
 * the token's precision, never below one smallest unit.
 */
export function quantityOf(value: number, precision: number): ChainNumber {
  const quantity = new ChainNumber(value.toFixed(precision));
  return quantity.isZero() ? new ChainNumber(1).shiftedBy(-precision) : quantity;
}

/** A value spread evenly over orders of magnitude between `min` and `max`. */
export function logUniform(random: Random, min: number, max: number): number {
  return 10 ** random.float(Math.log10(min), Math.log10(max));
}

/** `units` smallest units (a non-negative integer) as a decimal string with `decimals` places. */
export function formatUnits(units: number, decimals: number): string {
  if (decimals === 0) return String(units);
  const digits = String(units).padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** A sidechain transaction id (40 lowercase hex characters, like the Hive transaction it came from). */
export function transactionId(random: Random): string {
  return random.hex(40);
}

export function seedTable(contract: string, spec: TableSpec, rows: Row[]): SeedTable {
  return { contract, spec, rows };
}
