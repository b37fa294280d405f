import { QUANTITY_MESSAGES, validateQuantity } from './quantity';

describe('validateQuantity', () => {
  it.each([
    ['1', 3, undefined],
    ['0.001', 3, undefined],
    ['1.50', 1, undefined],
    ['10', 0, '10'],
    ['99999999999999999999999.12345678', 8, undefined],
  ])('accepts %j at precision %d (available %j)', (value, precision, available) => {
    expect(validateQuantity(value, { precision, available })).toBeNull();
  });

  it.each(['', 'abc', '1e5', '-1', '+1', '.5', '1.', '1,5', 'NaN', 'Infinity', '0x10'])('refuses %j as not a plain decimal', (value) => {
    expect(validateQuantity(value, { precision: 3 })).toBe(QUANTITY_MESSAGES.invalid);
  });

  it('refuses zero', () => {
    expect(validateQuantity('0.000', { precision: 3 })).toBe(QUANTITY_MESSAGES.notPositive);
  });

  it('refuses more decimals than the precision', () => {
    expect(validateQuantity('1.0001', { precision: 3 })).toBe('At most 3 decimals allowed');
    expect(validateQuantity('1.01', { precision: 1 })).toBe('At most 1 decimal allowed');
    expect(validateQuantity('1.5', { precision: 0 })).toBe(QUANTITY_MESSAGES.wholeOnly);
  });

  it('refuses more than available, exactly available is fine', () => {
    expect(validateQuantity('10.001', { precision: 3, available: '10' })).toBe(QUANTITY_MESSAGES.tooMuch);
    expect(validateQuantity('10', { precision: 3, available: '10.000' })).toBeNull();
  });
});
