import { useLocation, useNavigate } from '@tdx/router';
import { useCallback } from 'react';
import { ROUTE_TOKEN } from './route';

export const DEFAULT_FROM = ROUTE_TOKEN;
export const DEFAULT_TO = 'BEE';

export interface SwapPair {
  from: string;
  to: string;
  setPair: (from: string, to: string) => void;
}

/** The two tokens of the swap, kept in the address (`/swap?from=SWAP.HIVE&to=BEE`) so a swap can be shared. */
export function useSwapPair(): SwapPair {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const from = params.get('from') ?? DEFAULT_FROM;
  const to = params.get('to') ?? (from === DEFAULT_TO ? DEFAULT_FROM : DEFAULT_TO);
  const setPair = useCallback(
    (nextFrom: string, nextTo: string) => {
      const next = new URLSearchParams(search);
      next.set('from', nextFrom);
      next.set('to', nextTo);
      navigate({ pathname, search: `?${next.toString()}` }, { replace: true });
    },
    [navigate, pathname, search],
  );
  return { from, to, setPair };
}
