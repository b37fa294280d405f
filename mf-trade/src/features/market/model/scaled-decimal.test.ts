import { scaledToText, toScaled } from './scaled-decimal';

describe('toScaled', () => {
  it('reads plain decimal texts as integers of 10^-8', () => {
    expect(toScaled('0.25')).toBe(25_000_000n);
    expect(toScaled('12')).toBe(1_200_000_000n);
    expect(toScaled(' 0.00000001 ')).toBe(1n);
    expect(toScaled('1.')).toBe(100_000_000n);
  });

  it('reads other forms through BigNumber, cut to 8 decimals', () => {
    expect(toScaled('1e-3')).toBe(100_000n);
    expect(toScaled('0.123456789')).toBe(12_345_678n);
    expect(toScaled(2.5)).toBe(250_000_000n);
  });

  it('refuses unreadable and negative values', () => {
    for (const value of ['abc', '', '-1', 'Infinity', 'NaN', null, undefined, {}]) expect(toScaled(value)).toBeUndefined();
  });
});

describe('scaledToText', () => {
  it('prints only the decimals needed when no count is asked', () => {
    expect(scaledToText(1_500_000_000n, 8)).toBe('15');
    expect(scaledToText(25_000_000n, 8)).toBe('0.25');
    expect(scaledToText(1n, 8)).toBe('0.00000001');
  });

  it('prints a fixed count of decimals, rounding half up', () => {
    expect(scaledToText(25_000_000n, 8, 8)).toBe('0.25000000');
    expect(scaledToText(1_234_567_850_000_000n, 16, 8)).toBe('0.12345679');
    expect(scaledToText(1_234_567_840_000_000n, 16, 8)).toBe('0.12345678');
    expect(scaledToText(0n, 16, 8)).toBe('0.00000000');
  });
});
