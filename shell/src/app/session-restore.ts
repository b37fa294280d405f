import { readToken, restoreSession } from '@tdx/session';
import { useSyncExternalStore } from 'react';
import { BehaviorSubject } from 'rxjs';

/** True until the session saved in cookies has been restored (or found missing). */
export const sessionRestoring$ = new BehaviorSubject<boolean>(true);

/**
 * True while a session saved in cookies is being restored: the visitor is signed in (the tokens are
 * there, spec §4) but not known yet. The header keeps the signed-in layout meanwhile instead of
 * showing Login and then moving its links when the user arrives.
 */
export const savedSessionPending$ = new BehaviorSubject<boolean>(false);

export function restoreSavedSession(): void {
  savedSessionPending$.next(Boolean(readToken('access_token')) || Boolean(readToken('refresh_token')));
  restoreSession()
    .catch((error: unknown) => console.error('Restoring the session failed', error))
    .finally(() => {
      savedSessionPending$.next(false);
      sessionRestoring$.next(false);
    });
}

/** The current value of one of the flags above, re-rendering when it changes. */
export function useRestoreFlag(flag$: BehaviorSubject<boolean>): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = flag$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => flag$.getValue(),
  );
}
