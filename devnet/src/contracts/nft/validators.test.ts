import {
  containsDuplicates,
  hasOwn,
  isValidLongName,
  isValidNftSymbol,
  isValidPropertyName,
} from './validators';

describe('nft validators', () => {
  it('accepts NFT symbols of uppercase ASCII letters up to the limit', () => {
    expect(isValidNftSymbol('CARD', 10)).toBe(true);
    expect(['', 'Card', 'CARD1', 'CA.RD', 'ÄRD', 'ABCDEFGHIJK'].some((s) => isValidNftSymbol(s, 10))).toBe(false);
  });

  it('checks names with spaces (≤ 50) and property names (≤ 25)', () => {
    expect(isValidLongName('My Card 2')).toBe(true);
    expect(['', 'a'.repeat(51), 'tab\there', 'emoji 😀', 'x-y'].some(isValidLongName)).toBe(false);
    expect(isValidPropertyName('level2')).toBe(true);
    expect(['', 'a b', 'a'.repeat(26), '__proto__'].some(isValidPropertyName)).toBe(false);
  });

  it('finds duplicates and own keys only', () => {
    expect(containsDuplicates(['a', 'b', 'a'])).toBe(true);
    expect(containsDuplicates(['a', 'b'])).toBe(false);
    expect(hasOwn({}, 'constructor')).toBe(false);
    expect(hasOwn({ level: 1 }, 'level')).toBe(true);
  });
});
