import BigNumber from 'bignumber.js';
import { formatNumber, formatPercent, formatTokenAmount, INVALID_NUMBER_TEXT } from './number';

describe('formatNumber', () => {
  it.each([
    ['1234.56789', undefined, '1,234.567'],
    ['0.9999', undefined, '0.999'],
    [1, undefined, '1.000'],
    ['1234567.891', 0, '1,234,567'],
    ['0.123456789', 8, '0.12345678'],
    ['123456789012345678901234567890.123456', 3, '123,456,789,012,345,678,901,234,567,890.123'],
    ['-1234.5678', 2, '-1,234.56'],
    ['-0.0001', 3, '0.000'],
    [' 42 ', 1, '42.0'],
  ])('floors %j to %s decimals → %s', (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected);
  });

  it.each(['NaN', 'abc', '', '  ', 'Infinity', null, undefined, Number.NaN])('shows %j as not a number', (value) => {
    expect(formatNumber(value)).toBe(INVALID_NUMBER_TEXT);
  });

  it('accepts BigNumbers without going through floats', () => {
    expect(formatNumber(new BigNumber('0.1').plus('0.2'), 20)).toBe('0.30000000000000000000');
  });
});

describe('formatTokenAmount', () => {
  it('prints at the token precision, floored', () => {
    expect(formatTokenAmount('1.5', 8)).toBe('1.50000000');
    expect(formatTokenAmount('1000.99', 0)).toBe('1,000');
    expect(formatTokenAmount('nope', 3)).toBe(INVALID_NUMBER_TEXT);
  });
});

describe('formatPercent', () => {
  it.each([
    ['12.345%', '12.34%'],
    ['-3.5%', '-3.50%'],
    [0, '0.00%'],
    ['7', '7.00%'],
    ['x%', INVALID_NUMBER_TEXT],
  ])('%j → %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });
});
