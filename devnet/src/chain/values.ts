import BigNumber from 'bignumber.js';
import type { Decimal128 } from './contract-api';

/** Mongo-like value semantics for the in-memory store: Decimal128, type brackets, deep equality. */

export function isDecimal128(value: unknown): value is Decimal128 {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Decimal128).$numberDecimal === 'string' &&
    Object.keys(value).length === 1
  );
}

export function decimal128(value: BigNumber.Value): Decimal128 {
  return { $numberDecimal: new BigNumber(value).toFixed() };
}

function isNumeric(value: unknown): value is number | Decimal128 {
  return typeof value === 'number' || isDecimal128(value);
}

function toBigNumber(value: number | Decimal128): BigNumber {
  return new BigNumber(typeof value === 'number' ? value : value.$numberDecimal);
}

/** The number a numeric value (plain or Decimal128) holds, else undefined: lets a sort parse each value once. */
export function numericValue(value: unknown): BigNumber | undefined {
  return isNumeric(value) ? toBigNumber(value) : undefined;
}

/** Mongo's BSON type order (simplified): missing/null < numbers < strings < objects < arrays < booleans. */
function typeRank(value: unknown): number {
  if (value === undefined || value === null) return 0;
  if (isNumeric(value)) return 1;
  if (typeof value === 'string') return 2;
  if (Array.isArray(value)) return 4;
  if (typeof value === 'object') return 3;
  if (typeof value === 'boolean') return 5;
  return 6;
}

/** True when both values are in the same bracket, i.e. `$gt`/`$lt` may compare them. */
export function comparable(a: unknown, b: unknown): boolean {
  return typeRank(a) === typeRank(b);
}

/** Total order used for sorting and range operators. */
export function compareValues(a: unknown, b: unknown): number {
  const rankDiff = typeRank(a) - typeRank(b);
  if (rankDiff !== 0) return rankDiff;
  if (isNumeric(a) && isNumeric(b)) return toBigNumber(a).comparedTo(toBigNumber(b)) ?? 0;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (Array.isArray(a) && Array.isArray(b)) return compareSequences(a, b);
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    return compareObjects(a as Record<string, unknown>, b as Record<string, unknown>);
  }
  return 0;
}

function compareSequences(a: unknown[], b: unknown[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const diff = compareValues(a[i], b[i]);
    if (diff !== 0) return diff;
  }
  return a.length - b.length;
}

function compareObjects(a: Record<string, unknown>, b: Record<string, unknown>): number {
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  for (let i = 0; i < Math.min(aKeys.length, bKeys.length); i += 1) {
    if (aKeys[i] !== bKeys[i]) return aKeys[i] < bKeys[i] ? -1 : 1;
    const diff = compareValues(a[aKeys[i]], b[bKeys[i]]);
    if (diff !== 0) return diff;
  }
  return aKeys.length - bKeys.length;
}

export function valuesEqual(a: unknown, b: unknown): boolean {
  if (isNumeric(a) && isNumeric(b)) return toBigNumber(a).isEqualTo(toBigNumber(b));
  if (a === null || a === undefined) return b === null || b === undefined;
  if (typeof a !== 'object' || typeof b !== 'object' || b === null) return a === b;
  return typeRank(a) === typeRank(b) && compareValues(a, b) === 0;
}
