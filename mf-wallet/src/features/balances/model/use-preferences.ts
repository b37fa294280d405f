import { useCallback, useState } from 'react';
import { loadPreferences, savePreferences, type WalletPreferences } from './preferences';

/** The account's balances-view preferences; every change is saved for that account. */
export function usePreferences(account: string): [WalletPreferences, (change: Partial<WalletPreferences>) => void] {
  const [state, setState] = useState(() => ({ account, preferences: loadPreferences(account) }));
  const current = state.account === account ? state.preferences : loadPreferences(account);
  const update = useCallback(
    (change: Partial<WalletPreferences>) => {
      setState((previous) => {
        const base = previous.account === account ? previous.preferences : loadPreferences(account);
        const preferences = { ...base, ...change };
        savePreferences(account, preferences);
        return { account, preferences };
      });
    },
    [account],
  );
  return [current, update];
}
