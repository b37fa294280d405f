import { validateQuantity } from '../validation/quantity';

/**
 * What the user may type into an amount field: digits and one dot. More decimals than the token
 * has are let through so that the field can say why they are refused.
 */
export function isAmountInput(text: string): boolean {
  return /^\d*(\.\d*)?$/.test(text);
}

/**
 * The field's message for its text: none while empty or while a decimal is being typed (`1.`),
 * unless the form already tried to send it (`submitted`).
 */
export function amountFieldProblem(text: string, precision: number, max?: string, submitted = false): string | null {
  if (!submitted && (text === '' || text.endsWith('.'))) return null;
  return validateQuantity(text, { precision, available: max });
}
