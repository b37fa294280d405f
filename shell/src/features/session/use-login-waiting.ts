import { on } from '@tdx/event-bus';
import { useEffect, useRef, useState } from 'react';
import { merge } from 'rxjs';

export interface LoginOutcomeHandlers {
  onSuccess: () => void;
  /** The attempt ended without signing in (cancelled in Keychain, refused, or failed). */
  onUnsuccessful: () => void;
}

/**
 * Follows the login flow on the bus: waiting from `login-waiting` until `login-successful` (which
 * calls `onSuccess`) or `login-done` (which calls `onUnsuccessful` when no success came first).
 */
export function useLoginWaiting(handlers: LoginOutcomeHandlers): boolean {
  const [waiting, setWaiting] = useState(false);
  const latestHandlers = useRef(handlers);
  useEffect(() => {
    latestHandlers.current = handlers;
  });
  useEffect(() => {
    let succeeded = false;
    const subscription = merge(on('login-waiting'), on('login-successful'), on('login-done')).subscribe((event) => {
      setWaiting(event.type === 'login-waiting');
      if (event.type === 'login-waiting') succeeded = false;
      if (event.type === 'login-successful') {
        succeeded = true;
        latestHandlers.current.onSuccess();
      }
      if (event.type === 'login-done' && !succeeded) latestHandlers.current.onUnsuccessful();
    });
    return () => subscription.unsubscribe();
  }, []);
  return waiting;
}
