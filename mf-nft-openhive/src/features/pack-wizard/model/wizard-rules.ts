import BigNumber from 'bignumber.js';

/** The packmanager contract's rules (reference §11), checked beside each field before anything is sent. */

export const MAX_CARDS_PER_PACK = 30;
export const MAX_ROLLS = 10;
export const MAX_CHANCE_ENTRIES = 100;
export const MAX_PACK_NAME_LENGTH = 100;
export const BEE_PRECISION = 8;

export const WIZARD_MESSAGES = {
  chanceEmpty: 'Enter at least one weight',
  chanceTooMany: `At most ${MAX_CHANCE_ENTRIES} weights`,
  chanceFormat: 'Whole numbers above 0, separated by commas, each greater than the one before (cumulative weights)',
  whole: (min: number, max?: number) => (max === undefined ? `Enter a whole number from ${min}` : `Enter a whole number from ${min} to ${max}`),
  nameFormat: `Letters, digits and spaces only, at most ${MAX_PACK_NAME_LENGTH} characters`,
  nameEmpty: 'Enter a name',
  editionNameNeeded: 'A new edition needs a name',
  packEmpty: 'Enter the pack token’s symbol',
  amountFormat: 'Enter an amount of BEE greater than 0',
  amountPrecision: `At most ${BEE_PRECISION} decimals`,
  amountShort: (balance: string) => `You have ${balance} BEE`,
} as const;

export interface ChanceTable {
  weights: number[];
  problem: string | null;
}

/**
 * A chance table as typed (`95, 100`): 1–100 whole numbers above 0, strictly increasing — the
 * cumulative weights the contract rolls against.
 */
export function parseChanceTable(text: string): ChanceTable {
  const parts = text.split(/[\s,;]+/).filter((part) => part !== '');
  if (parts.length === 0) return { weights: [], problem: WIZARD_MESSAGES.chanceEmpty };
  if (parts.length > MAX_CHANCE_ENTRIES) return { weights: [], problem: WIZARD_MESSAGES.chanceTooMany };
  const weights = parts.map((part) => (/^\d+$/.test(part) ? Number(part) : NaN));
  const increasing = weights.every((weight, index) => Number.isSafeInteger(weight) && weight > (index === 0 ? 0 : weights[index - 1]));
  return increasing ? { weights, problem: null } : { weights: [], problem: WIZARD_MESSAGES.chanceFormat };
}

/** A whole number typed in a field, within [min, max]; null when it is not one. */
export function wholeNumberOf(text: string, min: number, max = Number.MAX_SAFE_INTEGER): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : null;
}

export function wholeNumberProblem(text: string, min: number, max?: number): string | null {
  return wholeNumberOf(text, min, max) === null ? WIZARD_MESSAGES.whole(min, max) : null;
}

/** Edition, type and trait names: letters, digits and spaces, 1–100 characters. */
export function packNameProblem(text: string, required: boolean): string | null {
  if (text === '') return required ? WIZARD_MESSAGES.nameEmpty : null;
  return text.length <= MAX_PACK_NAME_LENGTH && /^[0-9A-Za-z ]+$/.test(text) && text.trim() !== '' ? null : WIZARD_MESSAGES.nameFormat;
}

/** A BEE deposit: above 0, at most 8 decimals, within the balance. */
export function depositProblem(text: string, balance: string): string | null {
  const trimmed = text.trim();
  if (!/^(\d+\.?\d*|\.\d+)$/.test(trimmed) || new BigNumber(trimmed).lte(0)) return WIZARD_MESSAGES.amountFormat;
  const amount = new BigNumber(trimmed);
  if ((amount.decimalPlaces() ?? 0) > BEE_PRECISION) return WIZARD_MESSAGES.amountPrecision;
  return amount.gt(balance) ? WIZARD_MESSAGES.amountShort(new BigNumber(balance).toFormat()) : null;
}
