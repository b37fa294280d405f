import type { Row } from './contract-api';
import { SelectionCache, selectionKey } from './selection-cache';

const ID_ASCENDING = [{ path: ['_id'], descending: false }];

describe('selectionKey', () => {
  it('keys JSON-exact queries by query and sort', () => {
    const query = { symbol: 'BEE', priceDec: { $gt: { $numberDecimal: '1' } }, $or: [{ a: null }, { b: [1, 'x', true] }] };
    expect(selectionKey(query, ID_ASCENDING)).toBe(selectionKey(JSON.parse(JSON.stringify(query)), ID_ASCENDING));
    expect(selectionKey(query, ID_ASCENDING)).not.toBe(selectionKey(query, [{ path: ['_id'], descending: true }]));
  });

  it.each([
    ['undefined', { symbol: undefined }],
    ['NaN', { price: NaN }],
    ['Infinity', { price: { $lt: Infinity } }],
    ['-0', { price: -0 }],
    ['a sparse array', { symbol: { $in: new Array(2) } }],
    ['a class instance', { when: new Date(0) }],
    ['a function', { symbol: () => 'BEE' }],
  ])('refuses a query holding %s (JSON would blur it)', (_, query) => {
    expect(selectionKey(query, ID_ASCENDING)).toBeNull();
  });
});

describe('SelectionCache', () => {
  const rows = (n: number): Row[] => [{ _id: n }];

  it('answers a kept key without selecting again, until cleared', () => {
    const cache = new SelectionCache();
    const select = jest.fn(() => rows(1));
    const first = cache.rows('k', select);
    expect(cache.rows('k', select)).toBe(first);
    expect(select).toHaveBeenCalledTimes(1);
    cache.clear();
    cache.rows('k', select);
    expect(select).toHaveBeenCalledTimes(2);
  });

  it('never keeps a null key', () => {
    const cache = new SelectionCache();
    const select = jest.fn(() => rows(1));
    cache.rows(null, select);
    cache.rows(null, select);
    expect(select).toHaveBeenCalledTimes(2);
  });

  it('drops the least recently used key beyond its capacity', () => {
    const cache = new SelectionCache(2);
    cache.rows('a', () => rows(1));
    cache.rows('b', () => rows(2));
    cache.rows('a', () => rows(9));
    cache.rows('c', () => rows(3));
    expect(cache.rows('a', () => rows(9))).toEqual(rows(1));
    expect(cache.rows('b', () => rows(9))).toEqual(rows(9));
  });
});
