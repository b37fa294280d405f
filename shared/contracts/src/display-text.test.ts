import { displayText } from './display-text';

describe('displayText', () => {
  it('drops a right-to-left override, so the text reads as written', () => {
    expect(displayText('Invoice \u202Efdp.exe')).toBe('Invoice fdp.exe');
  });

  it('drops every directional mark, embedding and isolate', () => {
    expect(displayText('\u200Ea\u200Fb\u202Ac\u202Bd\u202Ce\u202Df\u2066g\u2067h\u2068i\u2069j\u061Ck')).toBe('abcdefghijk');
  });

  it('drops zero-width joiners that make a look-alike of an ASCII name', () => {
    expect(displayText('B\u200DE\u200DE')).toBe('BEE');
    expect(displayText('\u200CBEE\u200C')).toBe('BEE');
  });

  it('drops zero-width spaces, word joiners, byte-order marks, soft hyphens and blank fillers', () => {
    expect(displayText('\uFEFFB\u200BE\u2060E\u00AD\u3164')).toBe('BEE');
  });

  it('keeps joiners inside emoji sequences and between letters of scripts that need them', () => {
    const family = '👨\u200D👩\u200D👧';
    expect(displayText(`${family} Club`)).toBe(`${family} Club`);
    expect(displayText('می\u200Cخواهم')).toBe('می\u200Cخواهم');
  });

  it('keeps line breaks and tabs but drops other control characters', () => {
    expect(displayText('line one\nline\ttwo\x07\x1B')).toBe('line one\nline\ttwo');
  });

  it('keeps ordinary text, accents, emoji and right-to-left scripts unchanged', () => {
    for (const text of ['Moon Token 🌕', 'Café Señor', 'שלום', 'مرحبا']) expect(displayText(text)).toBe(text);
  });
});
