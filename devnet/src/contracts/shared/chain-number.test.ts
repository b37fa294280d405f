import { addFixed, BigNumber, countDecimals, isNonNegativeNumericString, isNumericString, isPositiveNumericString, subtractFixed, toBigNumber } from './chain-number';

describe('chain number parsing', () => {
  it.each(['1.10', '.5', '1.', '+1', ' 1', '1e3', '0x1f', 'Infinity', '-2'])('accepts %j like bignumber.js 8', (text) => {
    expect(isNumericString(text)).toBe(true);
  });

  it.each(['abc', '', '1_000', '1,5'])('rejects %j', (text) => {
    expect(isNumericString(text)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isNumericString(5)).toBe(false);
    expect(isNumericString(null)).toBe(false);
  });

  it('reads hex and exponents as the chain does, and numeric separators as NaN', () => {
    expect(toBigNumber('0x1f').toString()).toBe('31');
    expect(toBigNumber('1e3').toString()).toBe('1000');
    expect(toBigNumber('1_000').isNaN()).toBe(true);
  });

  it.each([['1', true], ['0.001', true], ['0', false], ['-1', false], ['', false], ['abc', false], ['1_000', false], [5, false]])(
    '%j is a positive numeric string: %p',
    (value, expected) => {
      expect(isPositiveNumericString(value)).toBe(expected);
    },
  );

  it.each([['0', true], ['10', true], ['-0.1', false], ['', false], ['1_0', false], [0, false]])(
    '%j is a non-negative numeric string: %p',
    (value, expected) => {
      expect(isNonNegativeNumericString(value)).toBe(expected);
    },
  );

  it.each([
    ['1.10', 1],
    ['1.00000000', 0],
    ['1e-8', 8],
    ['5.0000000000', 0],
    ['Infinity', 0],
    ['1_000.55', 0],
  ])('counts the significant decimals of %j as %d', (text, decimals) => {
    expect(countDecimals(text)).toBe(decimals);
  });
});

describe('chain arithmetic', () => {
  it('rounds HALF_UP', () => {
    expect(toBigNumber('0.0075').toFixed(2)).toBe('0.01');
    expect(new BigNumber('2.5').toFixed(0)).toBe('3');
    expect(new BigNumber('0.0000000125').decimalPlaces(8).toFixed()).toBe('0.00000001');
    expect(new BigNumber('0.000000015').decimalPlaces(8).toFixed()).toBe('0.00000002');
  });

  it('divides to 20 decimal places', () => {
    expect(new BigNumber(1).dividedBy(3).toFixed()).toBe('0.33333333333333333333');
  });

  it('serialises unformatted values like the chain stores them (exponent for tiny values)', () => {
    expect(new BigNumber('0.00000005').toJSON()).toBe('5e-8');
    expect(new BigNumber('2.00000000').toJSON()).toBe('2');
  });

  it('adds and subtracts to a fixed precision', () => {
    expect(addFixed('1.5', '0.25', 3)).toBe('1.750');
    expect(subtractFixed('1', '0.0005', 3)).toBe('1.000');
  });
});
