import { accountUrl } from './explorer-link';

describe('accountUrl', () => {
  it('links the account page of an http(s) explorer, the name escaped', () => {
    expect(accountUrl('https://he.dtools.dev/', 'bob')).toBe('https://he.dtools.dev/@bob');
    expect(accountUrl('https://he.dtools.dev', 'a/../b?c')).toBe('https://he.dtools.dev/@a%2F..%2Fb%3Fc');
  });

  it('gives no link without a safe base', () => {
    expect(accountUrl(undefined, 'bob')).toBeNull();
    expect(accountUrl('javascript:alert(1)//', 'bob')).toBeNull();
  });
});
