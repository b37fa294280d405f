import { depositProblem, packNameProblem, parseChanceTable, WIZARD_MESSAGES, wholeNumberProblem } from './wizard-rules';

describe('pack wizard rules', () => {
  it('takes chance tables of 1–100 strictly increasing whole numbers above 0', () => {
    expect(parseChanceTable('95, 100')).toEqual({ weights: [95, 100], problem: null });
    expect(parseChanceTable(' 1 ')).toEqual({ weights: [1], problem: null });
    expect(parseChanceTable(Array.from({ length: 100 }, (_, index) => index + 1).join(',')).problem).toBeNull();
    expect(parseChanceTable('').problem).toBe(WIZARD_MESSAGES.chanceEmpty);
    expect(parseChanceTable(Array.from({ length: 101 }, (_, index) => index + 1).join(',')).problem).toBe(WIZARD_MESSAGES.chanceTooMany);
    for (const bad of ['50, 50', '100, 95', '0, 5', '1.5, 3', '-1, 2', 'a, b']) expect(parseChanceTable(bad).problem).toBe(WIZARD_MESSAGES.chanceFormat);
  });

  it('checks whole numbers within a range', () => {
    expect(wholeNumberProblem('5', 1, 30)).toBeNull();
    expect(wholeNumberProblem('31', 1, 30)).toBe('Enter a whole number from 1 to 30');
    expect(wholeNumberProblem('0', 1, 30)).toBe('Enter a whole number from 1 to 30');
    expect(wholeNumberProblem('2.5', 0)).toBe('Enter a whole number from 0');
    expect(wholeNumberProblem('0', 0)).toBeNull();
  });

  it('checks names like the contract', () => {
    expect(packNameProblem('Genesis 2', true)).toBeNull();
    expect(packNameProblem('', true)).toBe(WIZARD_MESSAGES.nameEmpty);
    expect(packNameProblem('', false)).toBeNull();
    expect(packNameProblem('Mage-1', true)).toBe(WIZARD_MESSAGES.nameFormat);
    expect(packNameProblem('x'.repeat(101), true)).toBe(WIZARD_MESSAGES.nameFormat);
  });

  it('checks a deposit against the balance and BEE’s precision', () => {
    expect(depositProblem('2.5', '10')).toBeNull();
    expect(depositProblem('0', '10')).toBe(WIZARD_MESSAGES.amountFormat);
    expect(depositProblem('abc', '10')).toBe(WIZARD_MESSAGES.amountFormat);
    expect(depositProblem('0.000000001', '10')).toBe(WIZARD_MESSAGES.amountPrecision);
    expect(depositProblem('11', '10')).toBe('You have 10 BEE');
  });
});
