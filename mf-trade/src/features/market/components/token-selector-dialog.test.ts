import type { Token } from '@tdx/contracts';
import { matchTokens } from './token-selector-dialog';

const token = (symbol: string, name: string) => ({ symbol, name }) as Token;
const tokens = [token('SWAP.BEE', 'Wrapped'), token('HONEY', 'Honey Pot'), token('BEE', 'Hive Engine Token'), token('BEED', 'BEE Dollar')];

describe('matchTokens', () => {
  it('matches symbol or name without case, exact symbol first, then prefixes, then the rest', () => {
    expect(matchTokens(tokens, 'bee').map((t) => t.symbol)).toEqual(['BEE', 'BEED', 'SWAP.BEE']);
    expect(matchTokens(tokens, ' pot ').map((t) => t.symbol)).toEqual(['HONEY']);
  });

  it('lists everything alphabetically for an empty search, capped at 50', () => {
    expect(matchTokens(tokens, '').map((t) => t.symbol)).toEqual(['BEE', 'BEED', 'HONEY', 'SWAP.BEE']);
    const many = Array.from({ length: 80 }, (_, i) => token(`T${String(i).padStart(2, '0')}`, 'x'));
    expect(matchTokens(many, '')).toHaveLength(50);
  });
});
