import { useLocation, useNavigate } from '@tdx/router';
import { useCallback } from 'react';

/** Set on the history entry a row's link pushes: closing then goes Back to the list's own entry. */
export const OPENED_FROM_LIST = { openedFromList: true } as const;

const openedFromList = (state: unknown) => typeof state === 'object' && state !== null && 'openedFromList' in state;

/**
 * The token whose details are open, from the address (`?symbol=BEE`). Closing goes Back when the
 * list opened it (so Back and Close agree), else drops the parameter (a shared address).
 */
export function useDetailsSymbol(): { symbol: string | null; close: () => void } {
  const { search, pathname, state } = useLocation();
  const navigate = useNavigate();
  // Symbols are upper case on chain: a hand-typed `?symbol=bee` finds BEE.
  const symbol = new URLSearchParams(search).get('symbol')?.trim().toUpperCase();
  const close = useCallback(() => {
    if (openedFromList(state)) void navigate(-1);
    else void navigate({ pathname, search: '' }, { replace: true });
  }, [navigate, pathname, state]);
  return { symbol: symbol ? symbol : null, close };
}
