import { badgeText, cartLabel, itemName, itemPrice } from './cart-label';

describe('cartLabel', () => {
  it('names the button with the count, singular for one item', () => {
    expect(cartLabel(0)).toBe('Cart, 0 items');
    expect(cartLabel(1)).toBe('Cart, 1 item');
    expect(cartLabel(3)).toBe('Cart, 3 items');
  });
});

describe('badgeText', () => {
  it('caps the count at 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('itemName / itemPrice', () => {
  it('shows the symbol and id, and the price only when listed', () => {
    expect(itemName({ nftSymbol: 'STAR', nftId: '12' })).toBe('STAR #12');
    expect(itemPrice({ price: '5.5', priceSymbol: 'SWAP.HIVE' })).toBe('5.5 SWAP.HIVE');
    expect(itemPrice({})).toBe('');
  });
});
