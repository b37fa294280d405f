import { useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';
import type { Settings } from '@tdx/contracts';
import { hivePrice$, settings$, settingsSettled$ } from './store';

function useBehaviorSubject<T>(subject: BehaviorSubject<T>): T {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = subject.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => subject.getValue(),
  );
}

/**
 * Current settings and HIVE price (`null` until loaded) and whether the first settings fetch has
 * finished (`settingsSettled`, also when it failed); re-renders on change.
 */
export function useSettings(): { settings: Settings | null; hivePrice: number | null; settingsSettled: boolean } {
  return {
    settings: useBehaviorSubject(settings$),
    hivePrice: useBehaviorSubject(hivePrice$),
    settingsSettled: useBehaviorSubject(settingsSettled$),
  };
}
