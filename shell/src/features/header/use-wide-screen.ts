import { useSyncExternalStore } from 'react';

/**
 * The theme's `lg` breakpoint: below it the header links move into the mobile menu. The full bar
 * of an admin on OpenHive (every link, the cart, the account name) needs about 1000 px, so `md`
 * (900 px) would overflow.
 */
export const WIDE_SCREEN_QUERY = '(min-width: 1200px)';

function query(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

// Without matchMedia (old engines, jsdom) the full header is the safer default.
const isWide = () => query()?.matches ?? true;

/**
 * Whether the window is at least `lg` wide. MUI's useMediaQuery does the same for about 1 kB on
 * the first page; rendering one of the two headers (not both, hidden by CSS) keeps each link once
 * in the page.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide);
}
