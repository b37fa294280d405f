import { cartKey, clearCart, removeFromCart, useCart } from '@tdx/cart';
import { Box, Typography } from '@tdx/ui';
import { Divider, Menu, MenuItem } from '@tdx/ui/overlay';
import { itemName, itemPrice } from './cart-label';

export interface CartMenuProps {
  anchor: HTMLElement;
  onClose: () => void;
}

/** Moves focus to a neighbouring entry before `entry` goes away, so the keyboard stays in the menu. */
function focusNeighbour(entry: HTMLElement): void {
  const entries = [...(entry.parentElement?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const index = entries.indexOf(entry);
  (entries[index + 1] ?? entries[index - 1])?.focus();
}

/** The cart's items (a click removes one) and Clear cart; loaded on first open. */
export default function CartMenu({ anchor, onClose }: CartMenuProps) {
  const { items } = useCart();
  return (
    <Menu id="cart-menu" anchorEl={anchor} open onClose={onClose} slotProps={{ list: { 'aria-label': 'Cart' } }}>
      <Typography component="li" variant="subtitle2" sx={{ px: 2, py: 1 }}>
        Cart
      </Typography>
      {items.length === 0 && <MenuItem disabled>Your cart is empty.</MenuItem>}
      {items.map((item) => (
        <MenuItem
          key={cartKey(item)}
          sx={{ gap: 2, justifyContent: 'space-between' }}
          onClick={(event) => {
            focusNeighbour(event.currentTarget);
            removeFromCart(cartKey(item));
          }}
        >
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            {itemName(item)}
            {itemPrice(item) && (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                {itemPrice(item)}
              </Typography>
            )}
          </Box>
          <Typography component="span" variant="body2" color="error">
            Remove
          </Typography>
        </MenuItem>
      ))}
      {items.length > 0 && <Divider component="li" />}
      {items.length > 0 && (
        <MenuItem
          onClick={() => {
            clearCart();
            onClose();
          }}
        >
          Clear cart
        </MenuItem>
      )}
    </Menu>
  );
}
