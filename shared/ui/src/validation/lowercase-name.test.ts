import { isLowercaseName } from './lowercase-name';

describe('isLowercaseName', () => {
  it.each(['abc', 'swap.hive', 'my-token1', 'a12'])('accepts %j', (name) => {
    expect(isLowercaseName(name)).toBe(true);
  });

  it.each(['ab', 'Abc', 'ABC', '1abc', '-abc', '.abc', 'ab_c', 'abc!', 'ab c', ''])('rejects %j', (name) => {
    expect(isLowercaseName(name)).toBe(false);
  });
});
