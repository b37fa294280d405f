import { BehaviorSubject } from 'rxjs';
import { configureApi } from '@tdx/api/core';
import { emit } from '@tdx/event-bus';
import type { User } from '@tdx/contracts';
import { readToken } from './token-cookies';

/** The logged-in user; `null` when signed out. */
export const user$ = new BehaviorSubject<User | null>(null);

export const currentUser = (): User | null => user$.getValue();

export function setUser(user: User | null): void {
  if (user$.getValue() === user) return;
  user$.next(user);
  emit({ type: 'session-changed', user });
}

// The cookie is the truth: it disappears at the token's `exp`, so no expired bearer is ever sent.
configureApi({ accessToken: () => readToken('access_token') });
