import { useSyncExternalStore } from 'react';
import type { CartItem } from './cart-item';
import { cart$, cartItems } from './cart-store';

function subscribe(onChange: () => void): () => void {
  const subscription = cart$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

/** The current account's cart items; re-renders on every change. */
export function useCart(): { items: readonly CartItem[]; count: number } {
  const items = useSyncExternalStore(subscribe, cartItems);
  return { items, count: items.length };
}
