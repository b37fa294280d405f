import { filterNfts, nextNftOrder, sortNfts } from './nft-order';
import { supplyText } from './supply-text';
import { definition } from './test-definitions';

const rows = [
  definition({ symbol: 'CITY', name: 'dCity', supply: 300, issuer: 'dcitygame' }),
  definition({ symbol: 'ART', name: 'Zebra Art', supply: 10, issuer: 'zed' }),
  definition({ symbol: 'PUNK', name: 'Hive Punks', supply: 300, issuer: 'amy' }),
];
const symbols = (list: readonly { symbol: string }[]) => list.map((row) => row.symbol);

describe('sortNfts', () => {
  it('orders by each column both ways, ties by symbol', () => {
    expect(symbols(sortNfts(rows, { key: 'symbol', direction: 'asc' }))).toEqual(['ART', 'CITY', 'PUNK']);
    expect(symbols(sortNfts(rows, { key: 'name', direction: 'asc' }))).toEqual(['CITY', 'PUNK', 'ART']);
    expect(symbols(sortNfts(rows, { key: 'supply', direction: 'desc' }))).toEqual(['CITY', 'PUNK', 'ART']);
    expect(symbols(sortNfts(rows, { key: 'supply', direction: 'asc' }))).toEqual(['ART', 'CITY', 'PUNK']);
    expect(symbols(sortNfts(rows, { key: 'issuer', direction: 'desc' }))).toEqual(['ART', 'CITY', 'PUNK']);
  });

  it('turns the order round on the same header, starts figures largest first', () => {
    expect(nextNftOrder({ key: 'symbol', direction: 'asc' }, 'symbol')).toEqual({ key: 'symbol', direction: 'desc' });
    expect(nextNftOrder({ key: 'symbol', direction: 'asc' }, 'supply')).toEqual({ key: 'supply', direction: 'desc' });
    expect(nextNftOrder({ key: 'supply', direction: 'desc' }, 'name')).toEqual({ key: 'name', direction: 'asc' });
  });
});

describe('filterNfts', () => {
  it('keeps definitions whose symbol or name contains the text, any case, literally', () => {
    expect(symbols(filterNfts(rows, ' punk '))).toEqual(['PUNK']);
    expect(symbols(filterNfts(rows, 'dcity'))).toEqual(['CITY']);
    expect(symbols(filterNfts(rows, '.*'))).toEqual([]);
    expect(filterNfts(rows, '')).toBe(rows);
  });
});

describe('supplyText', () => {
  it('says unlimited for a max supply of 0', () => {
    expect(supplyText(1234, 0)).toBe('1,234 / unlimited');
    expect(supplyText(5, 10000)).toBe('5 / 10,000');
  });
});
