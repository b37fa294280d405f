import { joinListings, parseMarketFilters, selectListings, type MarketFilters } from './openhive-market';

const SUPPORTED = ['CITY', 'NFTSR'];

describe('parseMarketFilters', () => {
  it('defaults to every supported NFT, newest first, 100 per page', () => {
    expect(parseMarketFilters({}, SUPPORTED)).toEqual({
      ok: true,
      filters: { symbols: SUPPORTED, sort: 'newest', limit: 100, offset: 0 },
    });
  });

  it.each([
    [{ symbol: 'NOPE' }, 'symbol is not a supported NFT'],
    [{ sort: 'random' }, 'sort must be one of newest, oldest, price_asc, price_desc'],
    [{ limit: '1001' }, 'limit must be an integer from 1 to 1000'],
    [{ offset: '-1' }, 'offset must be a non-negative integer'],
    [{ minPrice: '1e3' }, 'prices must be decimal numbers'],
    [{ priceSymbol: '<x>' }, 'priceSymbol is not a token symbol'],
  ])('refuses %j', (query, message) => {
    expect(parseMarketFilters(query, SUPPORTED)).toEqual({ ok: false, message });
  });
});

describe('listings', () => {
  const orders = [
    { _id: 1, account: 'alice', nftId: '1', price: '10', priceSymbol: 'SWAP.HIVE', fee: 500, timestamp: 100 },
    { _id: 2, account: 'bob', nftId: '2', price: '2.5', priceSymbol: 'BEE', fee: 500, timestamp: 300 },
    { _id: 3, account: 'bob', nftId: '3', price: '9.75', priceSymbol: 'SWAP.HIVE', fee: 500, timestamp: 200 },
    { _id: 4, account: 'carol', nftId: '99', price: '1', priceSymbol: 'BEE', fee: 500, timestamp: 50 },
  ];
  const instances = [
    { _id: 1, account: 'nftmarket', ownedBy: 'c', previousAccount: 'alice', properties: { name: 'Bank' } },
    { _id: 2, account: 'nftmarket', ownedBy: 'c', previousAccount: 'bob', properties: { name: 'Park' } },
    { _id: 3, account: 'nftmarket', ownedBy: 'c', previousAccount: 'bob', properties: { name: 'Bank' } },
  ];
  const listings = joinListings('CITY', orders, instances);
  const filters = (extra: Partial<MarketFilters>): MarketFilters => ({ symbols: ['CITY'], sort: 'newest', limit: 100, offset: 0, ...extra });

  it('joins orders with instances, grouped by the symbol’s grouping field, dropping orphans', () => {
    expect(listings.map((l) => [l.nftId, l.grouping, l.account, l.previousAccount])).toEqual([
      ['1', 'Bank', 'alice', 'alice'],
      ['2', 'Park', 'bob', 'bob'],
      ['3', 'Bank', 'bob', 'bob'],
    ]);
    expect(listings[0]).toMatchObject({ nftSymbol: 'CITY', price: '10', priceSymbol: 'SWAP.HIVE', orderId: 1 });
  });

  it('sorts by time or by exact price', () => {
    expect(selectListings(listings, filters({})).map((l) => l.nftId)).toEqual(['2', '3', '1']);
    expect(selectListings(listings, filters({ sort: 'price_asc' })).map((l) => l.nftId)).toEqual(['2', '3', '1']);
    expect(selectListings(listings, filters({ sort: 'price_desc' })).map((l) => l.nftId)).toEqual(['1', '3', '2']);
  });

  it('filters by group, price symbol, seller and price range, then pages', () => {
    expect(selectListings(listings, filters({ group: 'Bank' })).map((l) => l.nftId)).toEqual(['3', '1']);
    expect(selectListings(listings, filters({ priceSymbol: 'BEE' })).map((l) => l.nftId)).toEqual(['2']);
    expect(selectListings(listings, filters({ account: 'bob', minPrice: '3' })).map((l) => l.nftId)).toEqual(['3']);
    expect(selectListings(listings, filters({ maxPrice: '9.75', sort: 'oldest' })).map((l) => l.nftId)).toEqual(['3', '2']);
    expect(selectListings(listings, filters({ limit: 1, offset: 1 })).map((l) => l.nftId)).toEqual(['3']);
  });
});
