import { useCart } from '@tdx/cart';
import { Box, Button } from '@tdx/ui';
import { lazy, Suspense, useState } from 'react';
import { badgeText, cartLabel } from './cart-label';
import { CART_ICON, PathIcon } from './path-icon';

const CartMenu = lazy(() => import('./cart-menu'));

const BADGE_STYLE = {
  position: 'absolute',
  top: 2,
  right: 0,
  minWidth: 18,
  height: 18,
  px: 0.5,
  borderRadius: 9,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  fontSize: '0.7rem',
  lineHeight: '18px',
  textAlign: 'center',
} as const;

/** The OpenHive cart with its count badge (loaded on /openhive pages only); opens the cart list. */
export default function CartButton() {
  const { count } = useCart();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        aria-label={cartLabel(count)}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        sx={{ position: 'relative', minWidth: 0, p: 1, borderRadius: '50%' }}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <PathIcon path={CART_ICON} />
        {count > 0 && (
          <Box component="span" aria-hidden="true" sx={BADGE_STYLE}>
            {badgeText(count)}
          </Box>
        )}
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <CartMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
