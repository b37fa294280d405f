import { restoreSession } from '@tdx/session';
import { BehaviorSubject } from 'rxjs';

/** True until the session saved in cookies has been restored (or found missing). */
export const sessionRestoring$ = new BehaviorSubject<boolean>(true);

export function restoreSavedSession(): void {
  restoreSession()
    .catch((error: unknown) => console.error('Restoring the session failed', error))
    .finally(() => sessionRestoring$.next(false));
}
