import { placeholderSvg } from './placeholder';

describe('placeholderSvg', () => {
  it('is deterministic per seed and differs between seeds', () => {
    expect(placeholderSvg('alice', 'A')).toBe(placeholderSvg('alice', 'A'));
    expect(placeholderSvg('alice', 'A')).not.toBe(placeholderSvg('bob', 'A'));
  });

  it('shows the initials and nothing of a hostile label', () => {
    expect(placeholderSvg('x', 'al')).toContain('>AL</text>');
    const svg = placeholderSvg('x', '"><script>alert(1)</script>');
    expect(svg).toBe(placeholderSvg('x', 'SC'));
    expect(svg).not.toMatch(/script|alert/i);
  });
});
