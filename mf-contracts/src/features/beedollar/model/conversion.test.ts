import { beePriceInUsd, previewConversion } from './conversion';

const PARAMS = { minConvertibleAmount: '1', feePercentage: '0.01' };

describe('beePriceInUsd', () => {
  it('multiplies BEE in HIVE by HIVE in HBD and rounds down to 8 decimals', () => {
    expect(beePriceInUsd('0.12345678', '0.33333333')).toBe('0.04115225');
    expect(beePriceInUsd('0.25000000', '0.40000000')).toBe('0.10000000');
  });

  it('counts a missing pool, a 0 and a broken figure as 0', () => {
    expect(beePriceInUsd(undefined, '0.4')).toBe('0.00000000');
    expect(beePriceInUsd('0.25', 0)).toBe('0.00000000');
    expect(beePriceInUsd('abc', '0.4')).toBe('0.00000000');
  });
});

describe('previewConversion', () => {
  it('takes the fee rounded up to 8 decimals and gives BEED rounded down to 4', () => {
    expect(previewConversion('1.23456789', PARAMS, '0.04115225')).toEqual({
      kind: 'conversion',
      fee: '0.01234568',
      net: '1.22222221',
      price: '0.04115225',
      beed: '0.0502',
    });
  });

  it('matches a whole amount', () => {
    expect(previewConversion('10', PARAMS, '0.10000000')).toEqual({ kind: 'conversion', fee: '0.10000000', net: '9.90000000', price: '0.10000000', beed: '0.9900' });
  });

  it('charges at least 0.00000001 BEE, and nothing at a 0 % fee', () => {
    expect(previewConversion('1', { minConvertibleAmount: '0', feePercentage: '0.0000000001' }, '1')).toMatchObject({ fee: '0.00000001', net: '0.99999999' });
    expect(previewConversion('1', { minConvertibleAmount: '1', feePercentage: '0' }, '1')).toMatchObject({ fee: '0', net: '1.00000000', beed: '1.0000' });
  });

  it('refuses less than the minimum', () => {
    expect(previewConversion('0.99999999', PARAMS, '0.1')).toEqual({ kind: 'below-minimum', minimum: '1' });
  });

  it('refuses an amount that would issue less than 0.0001 BEED', () => {
    expect(previewConversion('1', PARAMS, '0.00000001')).toEqual({ kind: 'too-small', price: '0.00000001' });
    expect(previewConversion('1', PARAMS, '0.00000000')).toEqual({ kind: 'too-small', price: '0.00000000' });
  });

  it('previews nothing for an empty, unfinished or zero amount', () => {
    expect(previewConversion('', PARAMS, '0.1')).toEqual({ kind: 'none' });
    expect(previewConversion('0', PARAMS, '0.1')).toEqual({ kind: 'none' });
  });
});
