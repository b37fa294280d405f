import { createMarketTestChain, sellCards } from '../test-market';

describe('nftmarket.cancel', () => {
  it('returns the NFTs, removes the orders and lowers open interest', () => {
    const t = createMarketTestChain();
    sellCards(t, 'bob', ['1', '2', '3'], '2.5');
    const [order] = t.rows('nftmarket', 'CARDsellBook');
    const result = t.runAction('bob', 'nftmarket', 'cancel', { symbol: 'CARD', nfts: ['1', '9'] });
    expect(result.logs).toEqual({
      events: [
        { contract: 'nft', event: 'transfer', data: { from: 'nftmarket', fromType: 'c', to: 'bob', toType: 'u', symbol: 'CARD', id: '1' } },
        {
          contract: 'nftmarket',
          event: 'cancelOrder',
          data: {
            account: 'bob', ownedBy: 'u', symbol: 'CARD', nftId: '1', timestamp: order.timestamp,
            price: '2.50000000', priceSymbol: 'SWAP.HIVE', fee: 500, orderId: 1,
          },
        },
      ],
    });
    expect(t.rows('nftmarket', 'CARDsellBook').map((row) => row.nftId)).toEqual(['2', '3']);
    expect(t.rows('nftmarket', 'CARDopenInterest').map((row) => row.count)).toEqual([1, 1]);
    expect(t.rows('nft', 'CARDinstances')[0]).toMatchObject({ account: 'bob', ownedBy: 'u', previousAccount: 'nftmarket' });
  });

  it.each([
    [{ nfts: ['1'] }, 'bob', true, 'invalid params'],
    [{ symbol: 'CARD', nfts: ['1'] }, 'bob', false, 'you must use a custom_json signed with your active key'],
    [{ symbol: 'CARD', nfts: Array(51).fill('1') }, 'bob', true, 'cannot act on more than 50 IDs at once'],
    [{ symbol: 'ART', nfts: ['1'] }, 'bob', true, 'market not enabled for symbol'],
    [{ symbol: 'CARD', nfts: ['1', '4'] }, 'bob', true, 'all orders must be your own'],
    [{ symbol: 'CARD', nfts: ['1', '2'] }, 'bob', true, 'all orders must have the same price symbol'],
  ])('logs the first failing check (%#)', (payload, sender, active, error) => {
    const t = createMarketTestChain();
    sellCards(t, 'bob', ['1'], '1');
    sellCards(t, 'bob', ['2'], '1', 'BEE');
    sellCards(t, 'carol', ['4'], '1');
    expect(t.runAction(sender, 'nftmarket', 'cancel', payload, { active }).logs).toEqual({ errors: [error] });
    expect(t.rows('nftmarket', 'CARDsellBook')).toHaveLength(3);
  });
});
