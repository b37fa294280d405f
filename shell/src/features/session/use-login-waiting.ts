import { on } from '@tdx/event-bus';
import { useEffect, useState } from 'react';
import { merge } from 'rxjs';

/**
 * Follows the login flow on the bus: waiting from `login-waiting` until `login-successful` (which
 * also calls `onSuccess`) or `login-done`.
 */
export function useLoginWaiting(onSuccess: () => void): boolean {
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    const subscription = merge(on('login-waiting'), on('login-successful'), on('login-done')).subscribe((event) => {
      setWaiting(event.type === 'login-waiting');
      if (event.type === 'login-successful') onSuccess();
    });
    return () => subscription.unsubscribe();
  }, [onSuccess]);
  return waiting;
}
