import { isAlphanumeric } from '../nft/validators';
import { MAX_CARDS_PER_PACK, MAX_NAME_LENGTH, MAX_PARTITIONS, MAX_ROLLS } from './constants';

/** Payload checks of the packmanager contract (numbers must be JSON numbers, not strings). */

export const isNonNegativeInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

const isIntegerBetween = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

export const isValidCardsPerPack = (value: unknown): value is number => isIntegerBetween(value, 1, MAX_CARDS_PER_PACK);

export const isValidNumRolls = (value: unknown): value is number => isIntegerBetween(value, 1, MAX_ROLLS);

/** Edition, type and trait names: letters, digits and spaces, 1–100 chars. */
export const isValidName = (value: unknown): value is string =>
  typeof value === 'string' && isAlphanumeric(value.replace(/ /g, '')) && value.length > 0 && value.length <= MAX_NAME_LENGTH;

/** A chance table: 1–100 strictly increasing positive integers (cumulative weights). */
export function isValidPartition(value: unknown): value is number[] {
  if (!Array.isArray(value) || value.length < 1 || value.length > MAX_PARTITIONS) return false;
  let previous = 0;
  for (const entry of value) {
    if (!(typeof entry === 'number' && Number.isInteger(entry) && entry > previous)) return false;
    previous = entry;
  }
  return true;
}

export const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value !== '';
