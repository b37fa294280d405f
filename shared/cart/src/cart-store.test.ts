import type { User } from '@tdx/contracts';
import { user$ } from '@tdx/session';
import { BehaviorSubject } from 'rxjs';
import type { CartItem } from './cart-item';
import { cartStorageKey } from './cart-storage';
import { cart$, cartCount, cartItems, clearCart, isInCart, removeFromCart, toggleCartItem } from './cart-store';

const star12: CartItem = { nftSymbol: 'STAR', nftId: '12', account: 'bob', price: '5', priceSymbol: 'SWAP.HIVE' };
const star13: CartItem = { nftSymbol: 'STAR', nftId: '13', account: 'carol' };
const signIn = (username: string) => user$.next({ username, scope: [] } satisfies User);
const stored = (account: string | null) => JSON.parse(localStorage.getItem(cartStorageKey(account)) ?? '[]');

describe('cart store', () => {
  beforeEach(() => {
    user$.next(null);
    clearCart();
    localStorage.clear();
  });

  it('toggles an item in and out by its nftSymbol_nftId key and saves each change', () => {
    expect(toggleCartItem(star12)).toBe(true);
    expect(toggleCartItem(star13)).toBe(true);
    expect(cartCount()).toBe(2);
    expect(isInCart('STAR_12')).toBe(true);
    expect(stored(null)).toEqual([star12, star13]);

    expect(toggleCartItem({ ...star12, price: '6' })).toBe(false);
    expect(isInCart('STAR_12')).toBe(false);
    expect(cartItems()).toEqual([star13]);
    expect(stored(null)).toEqual([star13]);
  });

  it('removes given keys and clears everything', () => {
    toggleCartItem(star12);
    toggleCartItem(star13);
    removeFromCart('STAR_13', 'STAR_99');
    expect(cartItems()).toEqual([star12]);
    clearCart();
    expect(cartCount()).toBe(0);
    expect(localStorage.getItem(cartStorageKey(null))).toBeNull();
  });

  it('keeps one cart per account and the visitor cart apart', () => {
    toggleCartItem(star12);
    signIn('bob');
    expect(cartItems()).toEqual([]);
    toggleCartItem(star13);
    signIn('carol');
    expect(cartItems()).toEqual([]);
    signIn('bob');
    expect(cartItems()).toEqual([star13]);
    user$.next(null);
    expect(cartItems()).toEqual([star12]);
    expect(stored('bob')).toEqual([star13]);
  });

  it('publishes the items on subscription and on every change', () => {
    const seen: number[] = [];
    const subscription = cart$.subscribe((items) => seen.push(items.length));
    toggleCartItem(star12);
    toggleCartItem(star13);
    toggleCartItem(star12);
    subscription.unsubscribe();
    expect(seen).toEqual([0, 1, 2, 1]);
  });

  it('follows changes another tab makes to this account’s cart only', () => {
    signIn('bob');
    localStorage.setItem(cartStorageKey('carol'), JSON.stringify([star12]));
    window.dispatchEvent(new StorageEvent('storage', { key: cartStorageKey('carol') }));
    expect(cartCount()).toBe(0);
    localStorage.setItem(cartStorageKey('bob'), JSON.stringify([star12, star13]));
    window.dispatchEvent(new StorageEvent('storage', { key: cartStorageKey('bob') }));
    expect(cartItems()).toEqual([star12, star13]);
  });
});

describe('cart store at start-up', () => {
  const freshStore = () => {
    let store: typeof import('./cart-store') | undefined;
    jest.isolateModules(() => {
      // A fresh session store too, without loading a second event bus.
      jest.doMock('@tdx/session', () => ({ user$: new BehaviorSubject<User | null>({ username: 'bob', scope: [] }) }));
      store = jest.requireActual<typeof import('./cart-store')>('./cart-store');
    });
    return store!;
  };

  it('loads the signed-in account’s stored cart, tolerating corrupt entries', () => {
    localStorage.setItem(cartStorageKey('bob'), JSON.stringify([star12, { nftId: 3 }]));
    expect(freshStore().cartItems()).toEqual([star12]);
    localStorage.setItem(cartStorageKey('bob'), '][');
    expect(freshStore().cartCount()).toBe(0);
  });
});
