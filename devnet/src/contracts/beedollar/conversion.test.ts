import { beedFor, beePriceInUsd, deductFee } from './conversion';

describe('beedollar conversion arithmetic', () => {
  it('rounds the fee up to 8 decimals and converts the rest', () => {
    const { fee, net } = deductFee('1.23456789', '0.01');
    expect(fee).toBe('0.01234568');
    expect(net.toFixed()).toBe('1.22222221');
  });

  it('charges at least 0.00000001 BEE when the percentage is positive', () => {
    expect(deductFee('1', '0.0000000001').fee).toBe('0.00000001');
  });

  it('charges nothing when the percentage is 0', () => {
    const { fee, net } = deductFee('5', '0');
    expect(fee).toBe('0');
    expect(net.toFixed()).toBe('5');
  });

  it('prices BEE in USD through HIVE, rounded down to 8 decimals', () => {
    expect(beePriceInUsd('0.12345678', '0.33333333')).toBe('0.04115225');
    expect(beePriceInUsd(undefined, '0.3')).toBe('0.00000000');
    expect(beePriceInUsd('0.25', 0)).toBe('0.00000000');
  });

  it('issues BEED rounded down to 4 decimals', () => {
    expect(beedFor('1.22222221', '0.04115225')).toBe('0.0502');
    expect(beedFor('9.9', '0.1')).toBe('0.9900');
  });
});
