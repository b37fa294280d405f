import { act, render, screen } from '@testing-library/react';
import { clearCart, toggleCartItem } from './cart-store';
import { useCart } from './use-cart';

function CartCount() {
  const { count, items } = useCart();
  return (
    <p>
      {count} items: {items.map((item) => item.nftId).join(',')}
    </p>
  );
}

describe('useCart', () => {
  beforeEach(() => clearCart());

  it('re-renders with the items as the cart changes', () => {
    render(<CartCount />);
    expect(screen.getByText('0 items:')).toBeInTheDocument();
    act(() => {
      toggleCartItem({ nftSymbol: 'STAR', nftId: '1', account: 'bob' });
      toggleCartItem({ nftSymbol: 'STAR', nftId: '2', account: 'bob' });
    });
    expect(screen.getByText('2 items: 1,2')).toBeInTheDocument();
  });
});
