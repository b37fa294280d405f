import { TEST_CLOCK_START_MS } from '../../../chain/testing';
import { createMarketTestChain, sellCards } from '../test-market';

describe('nftmarket.sell', () => {
  it('moves the held instances to the market and lists one order each with its grouping', () => {
    const t = createMarketTestChain();
    const result = sellCards(t, 'bob', ['1', '3', '4', '9'], '2.5');
    const timestamp = new Date(`${t.chain.latestBlock().timestamp}.000Z`).getTime();
    expect(timestamp).toBeGreaterThanOrEqual(TEST_CLOCK_START_MS);
    expect(result.logs).toEqual({
      events: [
        { contract: 'nft', event: 'transfer', data: { from: 'bob', fromType: 'u', to: 'nftmarket', toType: 'c', symbol: 'CARD', id: '1' } },
        { contract: 'nft', event: 'transfer', data: { from: 'bob', fromType: 'u', to: 'nftmarket', toType: 'c', symbol: 'CARD', id: '3' } },
        {
          contract: 'nftmarket',
          event: 'sellOrder',
          data: { account: 'bob', ownedBy: 'u', symbol: 'CARD', nftId: '1', timestamp, price: '2.50000000', priceSymbol: 'SWAP.HIVE', fee: 500, orderId: 1 },
        },
        {
          contract: 'nftmarket',
          event: 'sellOrder',
          data: { account: 'bob', ownedBy: 'u', symbol: 'CARD', nftId: '3', timestamp, price: '2.50000000', priceSymbol: 'SWAP.HIVE', fee: 500, orderId: 2 },
        },
      ],
    });
    expect(t.rows('nftmarket', 'CARDsellBook')).toEqual([
      {
        _id: 1, account: 'bob', ownedBy: 'u', nftId: '1', grouping: { type: '3', rare: 'true' }, timestamp,
        price: '2.50000000', priceDec: { $numberDecimal: '2.50000000' }, priceSymbol: 'SWAP.HIVE', fee: 500,
      },
      {
        _id: 2, account: 'bob', ownedBy: 'u', nftId: '3', grouping: { type: '1', rare: '' }, timestamp,
        price: '2.50000000', priceDec: { $numberDecimal: '2.50000000' }, priceSymbol: 'SWAP.HIVE', fee: 500,
      },
    ]);
    expect(t.rows('nftmarket', 'CARDopenInterest')).toEqual([
      { _id: 1, side: 'sell', priceSymbol: 'SWAP.HIVE', grouping: { type: '3', rare: 'true' }, count: 1 },
      { _id: 2, side: 'sell', priceSymbol: 'SWAP.HIVE', grouping: { type: '1', rare: '' }, count: 1 },
    ]);
    expect(t.rows('nft', 'CARDinstances')[0]).toMatchObject({ account: 'nftmarket', ownedBy: 'c' });
  });

  it('adds to existing open interest and serves grouping filters', () => {
    const t = createMarketTestChain();
    sellCards(t, 'bob', ['1'], '1');
    sellCards(t, 'bob', ['2'], '1');
    expect(t.rows('nftmarket', 'CARDopenInterest')).toEqual([
      { _id: 1, side: 'sell', priceSymbol: 'SWAP.HIVE', grouping: { type: '3', rare: 'true' }, count: 2 },
    ]);
    const listed = t.table('nftmarket', 'CARDsellBook').find({ priceSymbol: 'SWAP.HIVE', 'grouping.type': '3' });
    expect(listed.map((order) => order.nftId)).toEqual(['1', '2']);
  });

  it.each([
    [{ nfts: ['1'], price: '1', priceSymbol: 'BEE', fee: 500 }, false, 'invalid params'],
    [{ symbol: 'CARD', nfts: ['1'], price: '1', priceSymbol: 'BEE', fee: 500 }, false, 'you must use a custom_json signed with your active key'],
    [{ symbol: 'CARD', nfts: ['1'], price: 1, priceSymbol: 'BEE', fee: 500 }, true, 'invalid params'],
    [{ symbol: 'CARD', nfts: ['1'], price: '1', priceSymbol: 'BEE', fee: 10001 }, true, 'invalid params'],
    [{ symbol: 'CARD', nfts: ['1'], price: '1', priceSymbol: 'BEE', fee: '500' }, true, 'invalid params'],
    [{ symbol: 'CARD', nfts: Array(51).fill('1'), price: '1', priceSymbol: 'BEE', fee: 500 }, true, 'cannot sell more than 50 NFT instances at once'],
    [{ symbol: 'ART', nfts: ['1'], price: '1', priceSymbol: 'BEE', fee: 500 }, true, 'market not enabled for symbol'],
    [{ symbol: 'CARD', nfts: ['1'], price: '0', priceSymbol: 'BEE', fee: 500 }, true, 'invalid price'],
    [{ symbol: 'CARD', nfts: ['1'], price: '1', priceSymbol: 'NOPE', fee: 500 }, true, 'invalid price'],
    [{ symbol: 'CARD', nfts: ['1'], price: '0.123456789', priceSymbol: 'BEE', fee: 500 }, true, 'invalid price'],
    [{ symbol: 'CARD', nfts: ['x'], price: '1', priceSymbol: 'BEE', fee: 500 }, true, 'invalid nft list'],
  ])('logs the first failing check (%#)', (payload, active, error) => {
    const t = createMarketTestChain();
    expect(t.runAction('bob', 'nftmarket', 'sell', payload, { active }).logs).toEqual({ errors: [error] });
    expect(t.rows('nftmarket', 'CARDsellBook')).toEqual([]);
  });

  it('needs a groupBy on the NFT and respects the minimum fee', () => {
    const t = createMarketTestChain({ alice: { BEE: '0' } });
    t.runAction('hive-engine', 'nft', 'updateParams', { nftCreationFee: '0' });
    t.runAction('alice', 'nft', 'create', { name: 'Art', symbol: 'ART' });
    t.runAction('alice', 'nftmarket', 'enableMarket', { symbol: 'ART' });
    expect(t.runAction('bob', 'nftmarket', 'sell', { symbol: 'ART', nfts: ['1'], price: '1', priceSymbol: 'BEE', fee: 0 }).logs).toEqual({
      errors: ['market grouping not set'],
    });
    t.runAction('alice', 'nftmarket', 'setMarketParams', { symbol: 'CARD', minFee: 600 });
    expect(sellCards(t, 'bob', ['1'], '1').logs).toEqual({ errors: ['fee must be >= 600'] });
  });
});
