import { metric, NOW_SECONDS, token } from '../testing/token-fixtures';
import { DEFAULT_TOKEN_ORDER, filterTokens, nextOrder, sortTokens, TOKEN_SORT_KEYS, type TokenFilter } from './token-order';
import { tokenListRows, type TokenListRow } from './token-rows';

const ROWS = tokenListRows({
  tokens: [
    token('BEE', { name: 'Hive Engine', circulatingSupply: '500.000', issuer: 'null' }),
    token('GAMER', { name: 'Gamer Guild', circulatingSupply: '9000.000', issuer: 'carol' }),
    token('PIXEL', { name: 'Pixel Bee', circulatingSupply: '10.000', issuer: 'alice' }),
    token('NOTRADE', { name: '.* (a+)+$', circulatingSupply: '1.000', issuer: 'bob' }),
  ],
  metrics: [
    metric('BEE', { lastPrice: '0.3', volume: '1000', priceChangePercent: '-2%' }),
    metric('GAMER', { lastPrice: '0.01', volume: '5', priceChangePercent: '10%' }),
    metric('PIXEL', { lastPrice: '2', volume: '50', priceChangePercent: '0%', lastDayPriceExpiration: NOW_SECONDS - 1 }),
  ],
  settings: null,
  hivePrice: 0.25,
  nowSeconds: NOW_SECONDS,
});
const symbols = (rows: readonly TokenListRow[]) => rows.map((row) => row.symbol);
const filter = (change: Partial<TokenFilter>) => symbols(filterTokens(ROWS, { search: '', favouritesOnly: false, favourites: new Set(), ...change }));

describe('filterTokens', () => {
  it('keeps tokens whose symbol or name contains the search, in any case', () => {
    expect(filter({ search: ' bee ' })).toEqual(['BEE', 'PIXEL']);
    expect(filter({ search: 'GUILD' })).toEqual(['GAMER']);
    expect(filter({ search: 'nothing' })).toEqual([]);
    expect(filterTokens(ROWS, { search: '', favouritesOnly: false, favourites: new Set() })).toBe(ROWS);
  });

  it('takes the search literally, never as a pattern', () => {
    expect(filter({ search: '.*' })).toEqual(['NOTRADE']);
    expect(filter({ search: '(a+)+$' })).toEqual(['NOTRADE']);
    expect(filter({ search: '[' })).toEqual([]);
  });

  it('keeps only favourites when asked, searched too', () => {
    const favourites = new Set(['PIXEL', 'GAMER']);
    expect(filter({ favouritesOnly: true, favourites })).toEqual(['GAMER', 'PIXEL']);
    expect(filter({ favouritesOnly: true, favourites, search: 'bee' })).toEqual(['PIXEL']);
    expect(filter({ favouritesOnly: false, favourites })).toHaveLength(4);
  });
});

describe('sortTokens', () => {
  it('sorts by 24 h volume, largest first, by default; tokens without a trade have 0', () => {
    expect(symbols(sortTokens(ROWS, DEFAULT_TOKEN_ORDER))).toEqual(['BEE', 'PIXEL', 'GAMER', 'NOTRADE']);
  });

  it('sorts by each figure both ways, tokens without it last, ties by symbol', () => {
    expect(symbols(sortTokens(ROWS, { key: 'price', direction: 'desc' }))).toEqual(['PIXEL', 'BEE', 'GAMER', 'NOTRADE']);
    expect(symbols(sortTokens(ROWS, { key: 'price', direction: 'asc' }))).toEqual(['GAMER', 'BEE', 'PIXEL', 'NOTRADE']);
    // PIXEL's day is over: no change
    expect(symbols(sortTokens(ROWS, { key: 'change', direction: 'desc' }))).toEqual(['GAMER', 'BEE', 'NOTRADE', 'PIXEL']);
    // 500 × 0.3 × 0.25 = 37.5, 9000 × 0.01 × 0.25 = 22.5, 10 × 2 × 0.25 = 5
    expect(symbols(sortTokens(ROWS, { key: 'marketCap', direction: 'desc' }))).toEqual(['BEE', 'GAMER', 'PIXEL', 'NOTRADE']);
    expect(symbols(sortTokens(ROWS, { key: 'supply', direction: 'asc' }))).toEqual(['NOTRADE', 'PIXEL', 'BEE', 'GAMER']);
  });

  it('sorts by symbol and issuer alphabetically, ignoring case', () => {
    expect(symbols(sortTokens(ROWS, { key: 'symbol', direction: 'asc' }))).toEqual(['BEE', 'GAMER', 'NOTRADE', 'PIXEL']);
    expect(symbols(sortTokens(ROWS, { key: 'issuer', direction: 'desc' }))).toEqual(['BEE', 'GAMER', 'NOTRADE', 'PIXEL']);
  });

  it('keeps every row and leaves its input alone', () => {
    const before = symbols(ROWS);
    for (const key of TOKEN_SORT_KEYS) expect(sortTokens(ROWS, { key, direction: 'asc' })).toHaveLength(ROWS.length);
    expect(symbols(ROWS)).toEqual(before);
  });
});

describe('nextOrder', () => {
  it('turns the current column round, starts text A→Z and figures largest first', () => {
    expect(nextOrder(DEFAULT_TOKEN_ORDER, 'volume')).toEqual({ key: 'volume', direction: 'asc' });
    expect(nextOrder(DEFAULT_TOKEN_ORDER, 'issuer')).toEqual({ key: 'issuer', direction: 'asc' });
    expect(nextOrder(DEFAULT_TOKEN_ORDER, 'marketCap')).toEqual({ key: 'marketCap', direction: 'desc' });
  });
});
