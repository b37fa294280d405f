/**
 * The OpenHive cart of the signed-in account (or of the visitor): one store per page, shared by the
 * shell's header and the OpenHive area. It follows the session, saves every change to
 * localStorage under the account's key and picks up changes other tabs make.
 */
import { user$ } from '@tdx/session';
import { BehaviorSubject, type Observable } from 'rxjs';
import { cartKey, type CartItem } from './cart-item';
import { cartStorageKey, readCart, writeCart } from './cart-storage';

let account: string | null = user$.getValue()?.username ?? null;
const items$ = new BehaviorSubject<readonly CartItem[]>(readCart(cartStorageKey(account)));

function reload(): void {
  items$.next(readCart(cartStorageKey(account)));
}

user$.subscribe((user) => {
  const username = user?.username ?? null;
  if (username === account) return;
  account = username;
  reload();
});

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === cartStorageKey(account)) reload();
  });
}

function save(items: readonly CartItem[]): void {
  writeCart(cartStorageKey(account), items);
  items$.next(items);
}

/** The items of the current account's cart: the current list on subscription, then each change. */
export const cart$: Observable<readonly CartItem[]> = items$.asObservable();

export function cartItems(): readonly CartItem[] {
  return items$.value;
}

export function cartCount(): number {
  return items$.value.length;
}

export function isInCart(key: string): boolean {
  return items$.value.some((item) => cartKey(item) === key);
}

/** Adds the item, or removes it when its key is already in the cart; returns whether it is in the cart now. */
export function toggleCartItem(item: CartItem): boolean {
  const key = cartKey(item);
  if (isInCart(key)) {
    removeFromCart(key);
    return false;
  }
  save([...items$.value, item]);
  return true;
}

/** Drops the items with these keys (e.g. once they were bought, sold or burned). */
export function removeFromCart(...keys: string[]): void {
  const items = items$.value.filter((item) => !keys.includes(cartKey(item)));
  if (items.length !== items$.value.length) save(items);
}

export function clearCart(): void {
  if (items$.value.length > 0) save([]);
}
