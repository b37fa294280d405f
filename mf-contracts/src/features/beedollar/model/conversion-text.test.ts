import { conversionProblemText, conversionResultText, percentText, usdText } from './conversion-text';

describe('conversion texts', () => {
  it('writes prices with their significant decimals and the fee as a percentage', () => {
    expect(usdText('0.06250000')).toBe('$0.0625');
    expect(usdText('0.00000000')).toBe('$0');
    expect(percentText('0.01')).toBe('1');
    expect(percentText('0.025')).toBe('2.5');
  });

  it('says why the contract would refuse an amount', () => {
    expect(conversionProblemText({ kind: 'below-minimum', minimum: '1' })).toBe('Enter at least 1 BEE: the contract converts no less.');
    expect(conversionProblemText({ kind: 'too-small', price: '0.00000001' })).toBe(
      'Too small: at a BEE price of $0.00000001 this gives less than 0.0001 BEED, which the contract refuses.',
    );
    expect(conversionProblemText({ kind: 'conversion', fee: '0', net: '1', price: '1', beed: '1' })).toBeNull();
    expect(conversionProblemText({ kind: 'none' })).toBeNull();
  });

  it('reports a conversion from its event, or plainly without it', () => {
    expect(conversionResultText('10', { fee: '0.10000000', bee: '9.90000000', beed: '0.9900', beePriceInUSD: '0.10000000' })).toBe(
      'Converted 10 BEE: you received 0.9900 BEED (fee 0.10000000 BEE, BEE at $0.1).',
    );
    expect(conversionResultText('10', null)).toBe('Converted 10 BEE to BEED. Your balances are up to date.');
  });
});
