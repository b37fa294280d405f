import { bridgeAmount } from './amount';

describe('bridgeAmount', () => {
  it('keeps every decimal the bridge gives, with thousands separators', () => {
    expect(bridgeAmount('0.009925')).toBe('0.009925');
    expect(bridgeAmount('1200.5')).toBe('1,200.5');
    expect(bridgeAmount('12.50000000')).toBe('12.5');
    expect(bridgeAmount('not a number')).toBe('—');
  });
});
