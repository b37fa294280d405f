import { createMarketTestChain, sellCards } from '../test-market';

function listedChain() {
  const t = createMarketTestChain();
  sellCards(t, 'bob', ['1', '3'], '2.5');
  sellCards(t, 'bob', ['2'], '1', 'BEE');
  sellCards(t, 'carol', ['4'], '1');
  return t;
}

describe('nftmarket.changePrice', () => {
  it('reprices the seller\'s orders in their price symbol precision', () => {
    const t = listedChain();
    const result = t.runAction('bob', 'nftmarket', 'changePrice', { symbol: 'CARD', nfts: ['3', '1'], price: '3.1' });
    expect(result.logs).toEqual({
      events: [
        { contract: 'nftmarket', event: 'changePrice', data: { symbol: 'CARD', nftId: '1', oldPrice: '2.50000000', newPrice: '3.10000000', priceSymbol: 'SWAP.HIVE', orderId: 1 } },
        { contract: 'nftmarket', event: 'changePrice', data: { symbol: 'CARD', nftId: '3', oldPrice: '2.50000000', newPrice: '3.10000000', priceSymbol: 'SWAP.HIVE', orderId: 2 } },
      ],
    });
    expect(t.rows('nftmarket', 'CARDsellBook')[0]).toMatchObject({ price: '3.10000000', priceDec: { $numberDecimal: '3.10000000' } });
  });

  it.each([
    [{ nfts: ['1'], price: '1' }, 'bob', true, 'invalid params'],
    [{ symbol: 'CARD', nfts: ['1'], price: '1' }, 'bob', false, 'you must use a custom_json signed with your active key'],
    [{ symbol: 'CARD', nfts: [1], price: '1' }, 'bob', true, 'invalid id list'],
    [{ symbol: 'CARD', nfts: ['1'], price: 'cheap' }, 'bob', true, 'invalid params'],
    [{ symbol: 'ART', nfts: ['1'], price: '1' }, 'bob', true, 'market not enabled for symbol'],
    [{ symbol: 'CARD', nfts: ['1', '4'], price: '1' }, 'bob', true, 'all orders must be your own'],
    [{ symbol: 'CARD', nfts: ['1', '2'], price: '1' }, 'bob', true, 'all orders must have the same price symbol'],
    [{ symbol: 'CARD', nfts: ['1'], price: '0.000000001' }, 'bob', true, 'invalid price'],
  ])('logs the first failing check (%#)', (payload, sender, active, error) => {
    const t = listedChain();
    expect(t.runAction(sender, 'nftmarket', 'changePrice', payload, { active }).logs).toEqual({ errors: [error] });
    expect(t.rows('nftmarket', 'CARDsellBook')[0]).toMatchObject({ price: '2.50000000' });
  });
});
