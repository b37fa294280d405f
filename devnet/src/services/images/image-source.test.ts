import { parseImageSource } from './image-source';

describe('parseImageSource', () => {
  it.each(['https://images.example/a.png', 'http://cdn.example/x.jpg?size=2'])('accepts %s', (value) => {
    const parsed = parseImageSource(value);
    expect(parsed.ok && parsed.url.href).toBe(value);
  });

  it.each([
    ['javascript:alert(1)', 'Only http and https images are proxied'],
    ['data:image/svg+xml,<svg onload=alert(1)>', 'Only http and https images are proxied'],
    ['ipfs://bafy', 'Only http and https images are proxied'],
    ['//evil.example/a.png', 'The image URL is not an absolute URL'],
    ['/relative.png', 'The image URL is not an absolute URL'],
    ['garbage', 'The image URL is not an absolute URL'],
    ['https://user:pass@evil.example/a.png', 'Image URLs with credentials are refused'],
    ['', 'An image URL is required'],
    [`https://a.example/${'a'.repeat(2048)}`, 'The image URL is too long'],
  ])('refuses %s', (value, message) => {
    expect(parseImageSource(value)).toEqual({ ok: false, message });
  });

  it('refuses a missing value', () => {
    expect(parseImageSource(undefined).ok).toBe(false);
  });
});
