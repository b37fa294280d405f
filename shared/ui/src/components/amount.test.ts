import { QUANTITY_MESSAGES } from '../validation/quantity';
import { amountFieldProblem, isAmountInput } from './amount';

describe('isAmountInput', () => {
  it('accepts partial decimal input, of any length', () => {
    expect(isAmountInput('')).toBe(true);
    expect(isAmountInput('1.')).toBe(true);
    expect(isAmountInput('0.123456789')).toBe(true);
  });

  it('refuses signs, exponents, letters and a second dot', () => {
    expect(isAmountInput('-1')).toBe(false);
    expect(isAmountInput('1e5')).toBe(false);
    expect(isAmountInput('1.2.3')).toBe(false);
    expect(isAmountInput('abc')).toBe(false);
  });
});

describe('amountFieldProblem', () => {
  it('says nothing while the field is empty or a decimal is being typed', () => {
    expect(amountFieldProblem('', 3, '5')).toBeNull();
    expect(amountFieldProblem('0.', 3, '5')).toBeNull();
  });

  it('says why an empty or unfinished amount is refused once the form tried to send it', () => {
    expect(amountFieldProblem('', 3, '5', true)).toBe(QUANTITY_MESSAGES.invalid);
    expect(amountFieldProblem('0.', 3, '5', true)).toBe(QUANTITY_MESSAGES.invalid);
  });

  it('compares with the maximum exactly, beyond float precision', () => {
    expect(amountFieldProblem('0.30000000000000004', 17, '0.3')).toBe(QUANTITY_MESSAGES.tooMuch);
    expect(amountFieldProblem('9007199254740993', 0, '9007199254740992')).toBe(QUANTITY_MESSAGES.tooMuch);
    expect(amountFieldProblem('0.3', 3, '0.3')).toBeNull();
  });

  it('refuses zero and more decimals than the precision', () => {
    expect(amountFieldProblem('0.000', 3)).toBe(QUANTITY_MESSAGES.notPositive);
    expect(amountFieldProblem('1.2345', 3)).toBe('At most 3 decimals allowed');
  });
});
