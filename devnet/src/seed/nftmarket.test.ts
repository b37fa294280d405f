import type { Row } from '../chain/contract-api';
import { DEV_ACCOUNTS } from '../accounts';
import { NFT_COLLECTIONS } from './nft-collections';
import { groupingOf } from './nft';
import { atPrecision, expectShape, rowsOf, seedAtScaleOne, tableOf } from './test-support';

const seed = seedAtScaleOne();
const books = NFT_COLLECTIONS.map((collection) => ({ collection, orders: rowsOf(seed, 'nftmarket', `${collection.symbol}sellBook`) }));
const allOrders = books.flatMap(({ orders }) => orders);

describe('nftmarket sell books', () => {
  it('exist per symbol with the real indexes, next to open interest and trade history tables', () => {
    for (const { symbol } of NFT_COLLECTIONS) {
      expect(tableOf(seed, 'nftmarket', `${symbol}sellBook`).spec.indexes).toEqual(['ownedBy', 'account', 'nftId', 'grouping', 'priceSymbol']);
      expect(tableOf(seed, 'nftmarket', `${symbol}openInterest`).spec.indexes).toEqual(['side', 'priceSymbol', 'grouping']);
      expect(tableOf(seed, 'nftmarket', `${symbol}tradesHistory`).spec.indexes).toEqual(['priceSymbol', 'timestamp']);
    }
  });

  it('have the real order shape with priceDec, string ids and basis-point fees', () => {
    for (const order of allOrders) {
      expectShape(order, {
        account: 'string', ownedBy: 'string', nftId: 'string', grouping: 'object', timestamp: 'number',
        price: 'string', priceDec: 'decimal128', priceSymbol: 'string', fee: 'number',
      });
      expect(order.price).toMatch(atPrecision(8));
      expect(order.priceDec).toEqual({ $numberDecimal: order.price });
      expect(Number.isInteger(order.fee) && (order.fee as number) >= 0 && (order.fee as number) <= 10000).toBe(true);
    }
  });

  it('sell instances the nftmarket contract holds for the seller, grouped by their properties', () => {
    for (const { collection, orders } of books) {
      const instances = rowsOf(seed, 'nft', `${collection.symbol}instances`);
      for (const order of orders) {
        const instance = instances[Number(order.nftId) - 1];
        expect(instance).toMatchObject({ account: 'nftmarket', ownedBy: 'c', previousAccount: order.account });
        expect(order.grouping).toEqual(groupingOf(collection, instance.properties as Record<string, string>));
      }
      const listed = instances.filter((instance) => instance.account === 'nftmarket');
      expect(listed).toHaveLength(orders.length);
    }
  });

  it('hold listings of every dev account, but mostly of other users', () => {
    for (const account of DEV_ACCOUNTS) expect(allOrders.some((order) => order.account === account)).toBe(true);
    const byDevs = allOrders.filter((order) => (DEV_ACCOUNTS as readonly unknown[]).includes(order.account));
    expect(byDevs.length * 2).toBeLessThan(allOrders.length);
  });

  it('count open orders per price symbol and group', () => {
    for (const { collection, orders } of books) {
      const interest = rowsOf(seed, 'nftmarket', `${collection.symbol}openInterest`);
      for (const row of interest) expectShape(row, { side: 'string', priceSymbol: 'string', grouping: 'object', count: 'number' });
      const matching = (row: Row) => orders.filter((order) => order.priceSymbol === row.priceSymbol && JSON.stringify(order.grouping) === JSON.stringify(row.grouping));
      for (const row of interest) expect(row.count).toBe(matching(row).length);
      expect(interest.reduce((sum, row) => sum + (row.count as number), 0)).toBe(orders.length);
    }
  });

  it('respect each symbol\'s minimum fee from the market params', () => {
    for (const params of rowsOf(seed, 'nftmarket', 'params')) {
      expectShape(params, { symbol: 'string', officialMarket: 'string', agentCut: 'number', minFee: 'number' });
      const orders = rowsOf(seed, 'nftmarket', `${params.symbol}sellBook`);
      for (const order of orders) expect(order.fee as number).toBeGreaterThanOrEqual(params.minFee as number);
    }
  });
});
