import { chainQuantity, feeProblem, MESSAGES, nextMetadata, parseDays, parsePrecision, urlProblem } from './rules';

describe('quantity', () => {
  it('sends plain decimals without leading zeros', () => {
    expect(chainQuantity(' 007.50 ')).toBe('7.5');
  });
});

describe('issuer rules', () => {
  it('accepts whole days and tranches from 1 to 18250', () => {
    expect(parseDays('1')).toBe(1);
    expect(parseDays('18250')).toBe(18250);
    expect(parseDays('0')).toBeNull();
    expect(parseDays('18251')).toBeNull();
    expect(parseDays('1.5')).toBeNull();
    expect(parseDays('')).toBeNull();
  });
  it('only raises the precision, up to 8', () => {
    expect(parsePrecision('5', 4)).toBe(5);
    expect(parsePrecision('4', 4)).toBeNull();
    expect(parsePrecision('9', 4)).toBeNull();
    expect(parsePrecision('x', 4)).toBeNull();
  });
  it('accepts only empty or http(s) URLs', () => {
    expect(urlProblem('')).toBeNull();
    expect(urlProblem('https://example.com/icon.png')).toBeNull();
    expect(urlProblem('javascript:alert(1)')).toBe(MESSAGES.url);
    expect(urlProblem(`https://example.com/${'a'.repeat(250)}`)).toBe(MESSAGES.url);
  });
  it('keeps other metadata keys and refuses more than 1000 characters', () => {
    expect(nextMetadata({ url: 'old', extra: 1 }, { url: ' https://a.b ', icon: '', desc: 'd' })).toEqual({ url: 'https://a.b', extra: 1, icon: '', desc: 'd' });
    expect(nextMetadata({}, { url: '', icon: '', desc: 'x'.repeat(1000) })).toBeNull();
  });
  it('checks the fee against the balance', () => {
    expect(feeProblem('1000', '1000.5', 'BEE')).toBeNull();
    expect(feeProblem('1000', '999.99999999', 'BEE')).toBe(MESSAGES.notEnoughFee('BEE'));
    expect(feeProblem(null, '5000', 'BEE')).toBe(MESSAGES.feeUnavailable);
  });
});
