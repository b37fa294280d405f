import BigNumber from 'bignumber.js';

/** What the user may type into an amount field: digits and one dot, at most `precision` decimals. */
export function isAmountInput(text: string, precision: number): boolean {
  const decimals = precision > 0 ? `(\\.\\d{0,${precision}})?` : '';
  return new RegExp(`^\\d*${decimals}$`).test(text);
}

export type AmountProblem = 'exceedsMax' | 'notPositive' | null;

/** Checks a complete amount against the allowed maximum; empty input is not an error yet. */
export function amountProblem(text: string, max?: string): AmountProblem {
  if (text === '' || text === '.') return null;
  const amount = new BigNumber(text);
  if (!amount.isFinite() || amount.lte(0)) return 'notPositive';
  if (max !== undefined && amount.gt(max)) return 'exceedsMax';
  return null;
}
