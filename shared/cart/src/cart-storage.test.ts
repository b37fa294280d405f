import { cartStorageKey, readCart, writeCart } from './cart-storage';

const star12 = { nftSymbol: 'STAR', nftId: '12', account: 'bob', price: '5', priceSymbol: 'SWAP.HIVE' };
const star13 = { nftSymbol: 'STAR', nftId: '13', account: 'carol' };

describe('cartStorageKey', () => {
  it('gives each account its own key and the visitor one no Hive account can have', () => {
    expect(cartStorageKey('bob')).toBe('openhive-cart:bob');
    expect(cartStorageKey('carol')).not.toBe(cartStorageKey('bob'));
    expect(cartStorageKey(null)).toBe('openhive-cart:@anonymous');
  });
});

describe('readCart / writeCart', () => {
  const key = cartStorageKey('bob');
  beforeEach(() => localStorage.clear());

  it('round-trips the items in order', () => {
    writeCart(key, [star12, star13]);
    expect(readCart(key)).toEqual([star12, star13]);
  });

  it('removes the entry once the cart is empty', () => {
    writeCart(key, [star12]);
    writeCart(key, []);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('reads a missing, unparsable or non-list entry as an empty cart', () => {
    expect(readCart(key)).toEqual([]);
    localStorage.setItem(key, '{not json');
    expect(readCart(key)).toEqual([]);
    localStorage.setItem(key, '{"nftSymbol":"STAR"}');
    expect(readCart(key)).toEqual([]);
    localStorage.setItem(key, 'null');
    expect(readCart(key)).toEqual([]);
  });

  it('keeps only well-formed items, only their known fields, and the first of duplicates', () => {
    localStorage.setItem(
      key,
      JSON.stringify([
        { ...star12, evil: '<script>' },
        { nftSymbol: 'STAR', nftId: 7, account: 'bob' },
        { nftSymbol: '', nftId: '8', account: 'bob' },
        { nftSymbol: 'STAR', nftId: '9', account: 'bob', price: 5 },
        null,
        'STAR_10',
        { ...star12, account: 'dave' },
        star13,
      ]),
    );
    expect(readCart(key)).toEqual([star12, star13]);
  });

  it('survives storage that throws', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(readCart(key)).toEqual([]);
    expect(() => writeCart(key, [star12])).not.toThrow();
    getItem.mockRestore();
    setItem.mockRestore();
  });
});
