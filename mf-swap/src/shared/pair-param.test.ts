import { pairOf, tokenPairOf, withPair } from './pair-param';

describe('pair parameter', () => {
  it('reads both sides, or the side chosen so far', () => {
    expect(pairOf('?action=add&pair=SWAP.HIVE:BEE')).toEqual({ base: 'SWAP.HIVE', quote: 'BEE' });
    expect(pairOf('?pair=SWAP.HIVE%3ABEE')).toEqual({ base: 'SWAP.HIVE', quote: 'BEE' });
    expect(pairOf('?pair=:BEE')).toEqual({ base: null, quote: 'BEE' });
    expect(pairOf('?action=add')).toEqual({ base: null, quote: null });
  });

  it('ignores what is not a token symbol', () => {
    expect(pairOf('?pair=<script>:bee')).toEqual({ base: null, quote: null });
    expect(pairOf('?pair=BEE:TOOLONGSYMBOL')).toEqual({ base: 'BEE', quote: null });
  });

  it('writes the choice into the search, keeping the action', () => {
    expect(withPair('?action=add', { base: 'BEE', quote: null })).toBe('?action=add&pair=BEE%3A');
    expect(pairOf(withPair('?action=add', { base: 'BEE', quote: 'HONEY' }))).toEqual({ base: 'BEE', quote: 'HONEY' });
    expect(withPair('?action=add&pair=A:B', { base: null, quote: null })).toBe('?action=add');
  });

  it('names the pair once both sides are chosen', () => {
    expect(tokenPairOf({ base: 'BEE', quote: 'HONEY' })).toBe('BEE:HONEY');
    expect(tokenPairOf({ base: 'BEE', quote: null })).toBeNull();
  });
});
