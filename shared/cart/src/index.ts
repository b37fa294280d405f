/**
 * `@tdx/cart`: the OpenHive NFT cart, one Module Federation singleton for the shell and every area.
 * Items are keyed `nftSymbol_nftId`; the cart follows the session (one per account, the visitor's
 * apart) and lives in localStorage. Change it with `toggleCartItem`, `removeFromCart`, `clearCart`;
 * read it with `cart$`, `cartItems()`, `cartCount()`, `isInCart(key)` or, in React, `useCart()`.
 */
export { cartKey, isManageable, isPurchasable, type CartItem } from './cart-item';
export { cartStorageKey } from './cart-storage';
export { cart$, cartCount, cartItems, clearCart, isInCart, removeFromCart, toggleCartItem } from './cart-store';
export { useCart } from './use-cart';
