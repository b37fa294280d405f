import { INVALID_NUMBER_TEXT } from './number';
import { formatCompactUsd } from './usd';

describe('formatCompactUsd', () => {
  it.each([
    [0, '$0.00'],
    ['12.345', '$12.34'],
    [999.999, '$999.99'],
    [1000, '$1K'],
    [1234, '$1.2K'],
    ['999999', '$999.9K'],
    ['3456789', '$3.4M'],
    ['7890000000', '$7.8B'],
    ['1.5e12', '$1.5T'],
    ['123456789012345678', '$123,456.7T'],
    [-1234, '-$1.2K'],
    [-0.001, '$0.00'],
  ])('%j → %s', (value, expected) => {
    expect(formatCompactUsd(value)).toBe(expected);
  });

  it.each(['NaN', '', 'abc', null])('shows %j as not a number', (value) => {
    expect(formatCompactUsd(value)).toBe(INVALID_NUMBER_TEXT);
  });
});
