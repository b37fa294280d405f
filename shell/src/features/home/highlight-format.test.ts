import BigNumber from 'bignumber.js';
import { formatChange, formatHivePrice, formatUsdValue, formatVolume } from './highlight-format';

describe('highlight formatting', () => {
  it('prints a SWAP.HIVE price cut to 8 decimals without trailing zeros', () => {
    expect(formatHivePrice(new BigNumber('0.123456789'))).toBe('0.12345678');
    expect(formatHivePrice(new BigNumber('1234.50000000'))).toBe('1,234.5');
  });

  it('prices in USD from the HIVE price, compact above a dollar and with four significant digits below', () => {
    expect(formatUsdValue(new BigNumber('10'), 0.25)).toBe('$2.50');
    expect(formatUsdValue(new BigNumber('100000'), 0.3)).toBe('$30K');
    expect(formatUsdValue(new BigNumber('0.00123456'), 0.2345)).toBe('$0.0002895');
    expect(formatUsdValue(new BigNumber('0'), 0.2345)).toBe('$0');
  });

  it('shows a placeholder while the HIVE price is unknown', () => {
    expect(formatUsdValue(new BigNumber('10'), null)).toBe('—');
  });

  it('writes the sign of a change', () => {
    expect(formatChange(new BigNumber('12.345'))).toBe('+12.34%');
    expect(formatChange(new BigNumber('-3.2'))).toBe('-3.20%');
  });

  it('prints a volume in HIVE', () => {
    expect(formatVolume(new BigNumber('1234.56789012'))).toBe('1,234.567 HIVE');
  });
});
