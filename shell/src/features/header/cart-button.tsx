import { useCart } from '@tdx/cart';
import { Button } from '@tdx/ui/overlay';
import { Box } from '@tdx/ui';
import { lazy, Suspense, useState } from 'react';
import { badgeText, cartLabel } from './cart-label';
import { PathIcon } from './path-icon';

/** Material "ShoppingCartOutlined" (here rather than in path-icon.tsx, which is on the first page). */
const CART_ICON =
  'M15.55 13c.75 0 1.41-.41 1.75-1.03l3.58-6.49c.37-.66-.11-1.48-.87-1.48H5.21l-.94-2H1v2h2l3.6 7.59-1.35 2.44C4.52 15.37 5.48 17 7 17h12v-2H7l1.1-2zM6.16 6h12.15l-2.76 5H8.53zM7 18c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2m10 0c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2';

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
