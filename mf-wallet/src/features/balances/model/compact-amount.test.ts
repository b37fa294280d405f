import BigNumber from 'bignumber.js';
import { formatCompactAmount } from './compact-amount';

const compact = (value: string) => formatCompactAmount(new BigNumber(value));

describe('formatCompactAmount', () => {
  it('keeps four significant digits, cut and never rounded up', () => {
    expect(compact('972.41202')).toBe('972.4');
    expect(compact('999.99999')).toBe('999.9');
    expect(compact('1.5')).toBe('1.5');
    expect(compact('0.000012345678')).toBe('0.00001234');
    expect(compact('0')).toBe('0');
  });

  it('scales a thousand and more with K, M, B and T', () => {
    expect(compact('1000')).toBe('1K');
    expect(compact('2722.82')).toBe('2.722K');
    expect(compact('145569436.97324213')).toBe('145.5M');
    expect(compact('42093994000')).toBe('42.09B');
    expect(compact('1234567890123456')).toBe('1,234T');
  });

  it('keeps the sign of a negative amount', () => {
    expect(compact('-1234.5')).toBe('-1.234K');
  });
});
