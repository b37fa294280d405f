import { transactionUrl } from './explorer-link';

describe('transactionUrl', () => {
  it('links a transaction under the explorer’s base, the id encoded', () => {
    expect(transactionUrl('https://he.dtools.dev/', 'abc-0')).toBe('https://he.dtools.dev/tx/abc-0');
    expect(transactionUrl('https://he.dtools.dev', 'a/b')).toBe('https://he.dtools.dev/tx/a%2Fb');
  });

  it('links nothing without an http(s) explorer', () => {
    expect(transactionUrl(undefined, 'abc')).toBeNull();
    expect(transactionUrl('javascript:alert(1)//', 'abc')).toBeNull();
  });
});
