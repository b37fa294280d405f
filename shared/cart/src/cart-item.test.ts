import { cartKey, isManageable, isPurchasable, type CartItem } from './cart-item';

const listedByBob: CartItem = { nftSymbol: 'STAR', nftId: '12', account: 'bob', price: '5.5', priceSymbol: 'SWAP.HIVE' };
const unlistedOfBob: CartItem = { nftSymbol: 'STAR', nftId: '13', account: 'bob' };

describe('cartKey', () => {
  it('joins the symbol and the id with an underscore', () => {
    expect(cartKey(listedByBob)).toBe('STAR_12');
  });
});

describe('isPurchasable', () => {
  it('is true for a priced item another account owns, also for visitors', () => {
    expect(isPurchasable(listedByBob, 'carol')).toBe(true);
    expect(isPurchasable(listedByBob, null)).toBe(true);
  });

  it('is false for the owner and for unpriced items', () => {
    expect(isPurchasable(listedByBob, 'bob')).toBe(false);
    expect(isPurchasable(unlistedOfBob, 'carol')).toBe(false);
  });
});

describe('isManageable', () => {
  it('is true only for the owner', () => {
    expect(isManageable(unlistedOfBob, 'bob')).toBe(true);
    expect(isManageable(listedByBob, 'carol')).toBe(false);
    expect(isManageable(listedByBob, null)).toBe(false);
  });
});
