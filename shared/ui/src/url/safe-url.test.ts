import { safeHttpUrl } from './safe-url';

describe('safeHttpUrl', () => {
  it('accepts absolute http and https URLs, normalised', () => {
    expect(safeHttpUrl('https://example.com/icon.png')).toBe('https://example.com/icon.png');
    expect(safeHttpUrl('http://Example.com')).toBe('http://example.com/');
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:image/png;base64,AAAA',
    'vbscript:msgbox(1)',
    'ftp://example.com/x',
    'ipfs://bafy',
    '//evil.example/x',
    '/relative/path',
    'icon.png',
    'https://user:pass@example.com/',
    'https://user@example.com/',
    'https://',
    '',
    `https://example.com/${'a'.repeat(2048)}`,
  ])('refuses %s', (value) => {
    expect(safeHttpUrl(value)).toBeNull();
  });

  it('refuses anything that is not a string', () => {
    expect(safeHttpUrl(undefined)).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
    expect(safeHttpUrl({ toString: () => 'https://example.com' })).toBeNull();
    expect(safeHttpUrl(42)).toBeNull();
  });
});
