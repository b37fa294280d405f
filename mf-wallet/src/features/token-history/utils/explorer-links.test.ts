import { explorerLinks } from './explorer-links';

describe('explorerLinks', () => {
  it('builds transaction and block links under the configured explorer', () => {
    const links = explorerLinks('https://he.dtools.dev/');
    expect(links.transaction('abc-0')).toBe('https://he.dtools.dev/tx/abc-0');
    expect(links.block(123)).toBe('https://he.dtools.dev/b/123');
  });

  it('encodes hostile ids so they stay inside the path', () => {
    expect(explorerLinks('https://x.test').transaction('../../evil?q=<b>')).toBe('https://x.test/tx/..%2F..%2Fevil%3Fq%3D%3Cb%3E');
  });

  it('gives no link without an http(s) explorer or for a nonsense block', () => {
    expect(explorerLinks(undefined).transaction('abc')).toBeNull();
    expect(explorerLinks('javascript:alert(1)').transaction('abc')).toBeNull();
    expect(explorerLinks('https://x.test').block(Number.NaN)).toBeNull();
  });
});
