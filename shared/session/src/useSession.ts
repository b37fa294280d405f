import { useSyncExternalStore } from 'react';
import type { User } from '@tdx/contracts';
import { isAdmin } from './auth';
import { user$ } from './store';

function subscribe(onChange: () => void): () => void {
  const subscription = user$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

/** The logged-in user (`null` when signed out) and derived flags; re-renders on change. */
export function useSession(): { user: User | null; isLoggedIn: boolean; isAdmin: boolean } {
  const user = useSyncExternalStore(subscribe, () => user$.getValue());
  return { user, isLoggedIn: user !== null, isAdmin: isAdmin(user) };
}
