import { amountProblem, isAmountInput } from './amount';

describe('isAmountInput', () => {
  it('accepts partial decimal input within the precision', () => {
    expect(isAmountInput('', 3)).toBe(true);
    expect(isAmountInput('1.', 3)).toBe(true);
    expect(isAmountInput('0.123', 3)).toBe(true);
    expect(isAmountInput('12', 0)).toBe(true);
  });

  it('refuses extra decimals, signs, exponents and letters', () => {
    expect(isAmountInput('0.1234', 3)).toBe(false);
    expect(isAmountInput('1.5', 0)).toBe(false);
    expect(isAmountInput('-1', 3)).toBe(false);
    expect(isAmountInput('1e5', 3)).toBe(false);
    expect(isAmountInput('1.2.3', 3)).toBe(false);
  });
});

describe('amountProblem', () => {
  it('compares exactly, beyond float precision', () => {
    expect(amountProblem('0.30000000000000004', '0.3')).toBe('exceedsMax');
    expect(amountProblem('9007199254740993', '9007199254740992')).toBe('exceedsMax');
    expect(amountProblem('0.3', '0.3')).toBeNull();
  });

  it('refuses zero and waits on empty input', () => {
    expect(amountProblem('0', '5')).toBe('notPositive');
    expect(amountProblem('0.000', undefined)).toBe('notPositive');
    expect(amountProblem('', '5')).toBeNull();
  });
});
