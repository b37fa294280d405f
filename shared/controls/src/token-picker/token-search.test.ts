import { matchTokens, searchableTokens } from './token-search';

const token = (symbol: string, name: string) => ({ symbol, name });
const tokens = searchableTokens([token('SWAP.BEE', 'Wrapped'), token('HONEY', 'Honey Pot'), token('BEE', 'Hive Engine Token'), token('BEED', 'BEE Dollar')]);

describe('matchTokens', () => {
  it('matches symbol or name without case, exact symbol first, then prefixes, then the rest', () => {
    expect(matchTokens(tokens, 'bee').map((t) => t.symbol)).toEqual(['BEE', 'BEED', 'SWAP.BEE']);
    expect(matchTokens(tokens, ' pot ').map((t) => t.symbol)).toEqual(['HONEY']);
  });

  it('lists everything alphabetically for an empty search, capped at 50', () => {
    expect(matchTokens(tokens, '').map((t) => t.symbol)).toEqual(['BEE', 'BEED', 'HONEY', 'SWAP.BEE']);
    const many = searchableTokens(Array.from({ length: 80 }, (_, i) => token(`T${String(79 - i).padStart(2, '0')}`, 'x')));
    expect(matchTokens(many, '').map((t) => t.symbol)).toEqual(Array.from({ length: 50 }, (_, i) => `T${String(i).padStart(2, '0')}`));
  });

  it('puts the exact symbol and the prefixes first wherever they sit in a long list, and shows 50 at most', () => {
    const names = Array.from({ length: 3000 }, (_, i) => token(`A${String(i).padStart(4, '0')}`, i % 2 ? 'has ZED inside' : 'plain'));
    const searchable = searchableTokens([...names, token('ZEDX', 'x'), token('ZED', 'x'), token('ZED.B', 'x')]);
    const found = matchTokens(searchable, 'zed').map((t) => t.symbol);
    expect(found.slice(0, 4)).toEqual(['ZED', 'ZED.B', 'ZEDX', 'A0001']);
    expect(found).toHaveLength(50);
    expect(found[49]).toBe('A0093');
  });

  it('sorts symbols with digits and a dot as an alphabet of code units: dot, digits, letters', () => {
    const sorted = searchableTokens([token('SWAPX', 'x'), token('SWAP.HBD', 'x'), token('SWAP1', 'x'), token('A', 'x')]).map(({ token: t }) => t.symbol);
    expect(sorted).toEqual(['A', 'SWAP.HBD', 'SWAP1', 'SWAPX']);
  });
});

describe('tokens held first', () => {
  it('lists the tokens held before the others, each group in symbol order', () => {
    const held = new Set(['HONEY', 'BEED']);
    const list = searchableTokens([token('SWAP.BEE', 'Wrapped'), token('HONEY', 'Honey Pot'), token('BEE', 'Hive Engine Token'), token('BEED', 'BEE Dollar')], (symbol) => held.has(symbol));
    expect(matchTokens(list, '').map((match) => match.symbol)).toEqual(['BEED', 'HONEY', 'BEE', 'SWAP.BEE']);
    expect(matchTokens(list, 'BEE').map((match) => match.symbol)).toEqual(['BEE', 'BEED', 'SWAP.BEE']);
  });
});
