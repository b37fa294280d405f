import { useCallback, useState } from 'react';
import type { RowFilter } from './filters';
import { loadPreferences, savePreferences, type WalletPreferences } from './preferences';

/** What the balances view follows: the account's kept preferences and this visit's search text. */
export type BalancesView = WalletPreferences & Pick<RowFilter, 'search'>;

const freshView = (account: string): BalancesView => ({ ...loadPreferences(account), search: '' });

/** The account's balances view; every change but the search text is saved for that account. */
export function usePreferences(account: string): [BalancesView, (change: Partial<BalancesView>) => void] {
  const [state, setState] = useState(() => ({ account, view: freshView(account) }));
  const current = state.account === account ? state.view : freshView(account);
  const update = useCallback(
    (change: Partial<BalancesView>) => {
      setState((previous) => {
        const view = { ...(previous.account === account ? previous.view : freshView(account)), ...change };
        savePreferences(account, view);
        return { account, view };
      });
    },
    [account],
  );
  return [current, update];
}
