import { liquidityHref, swapActionOf, swapHref } from './swap-links';

describe('swap links', () => {
  it('reads the liquidity action of the address, ignoring unknown ones', () => {
    expect(swapActionOf('?action=add&pair=SWAP.HIVE:BEE')).toBe('add');
    expect(swapActionOf('?action=remove')).toBe('remove');
    expect(swapActionOf('?action=create')).toBe('create');
    expect(swapActionOf('?action=swap')).toBeNull();
    expect(swapActionOf('')).toBeNull();
  });

  it('builds the swap form and liquidity addresses, the values encoded', () => {
    expect(swapHref('SWAP.HIVE', 'BEE')).toBe('/swap?from=SWAP.HIVE&to=BEE');
    expect(liquidityHref('add')).toBe('/swap?action=add');
    expect(liquidityHref('remove', 'SWAP.HIVE:BEE')).toBe('/swap?action=remove&pair=SWAP.HIVE%3ABEE');
    expect(swapActionOf(new URL(liquidityHref('add', 'A:B'), 'http://x').search)).toBe('add');
  });
});
