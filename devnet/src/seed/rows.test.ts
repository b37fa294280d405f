import { Random } from './random';
import { decimal128, fixed, formatUnits, logUniform, quantityOf, transactionId } from './rows';

describe('row builders', () => {
  it('formats quantities at the precision, rounding down by default', () => {
    expect(fixed('12.5', 8)).toBe('12.50000000');
    expect(fixed('1.239', 2)).toBe('1.23');
    expect(fixed('3', 0)).toBe('3');
  });

  it('wraps Decimal128 values the way RPC serves them', () => {
    expect(decimal128('0.25000000')).toEqual({ $numberDecimal: '0.25000000' });
  });

  it('turns random amounts into quantities at the precision, never zero', () => {
    expect(quantityOf(0.0000001, 3).toFixed()).toBe('0.001');
    expect(quantityOf(12.3449, 2).toFixed()).toBe('12.34');
    expect(quantityOf(7, 0).toFixed()).toBe('7');
  });

  it('keeps log-uniform values inside the range', () => {
    const random = new Random(1);
    for (let i = 0; i < 500; i += 1) {
      const value = logUniform(random, 0.001, 1000);
      expect(value).toBeGreaterThanOrEqual(0.001);
      expect(value).toBeLessThanOrEqual(1000);
    }
  });

  it('formats whole smallest units as fixed decimals', () => {
    expect(formatUnits(25000000, 8)).toBe('0.25000000');
    expect(formatUnits(1, 8)).toBe('0.00000001');
    expect(formatUnits(4000000000000, 8)).toBe('40000.00000000');
    expect(formatUnits(12, 0)).toBe('12');
  });

  it('builds 40-hex transaction ids', () => {
    expect(transactionId(new Random(2))).toMatch(/^[0-9a-f]{40}$/);
  });
});
