import { queries } from '@tdx/api';
import type { Balance } from '@tdx/contracts';
import { useEffect, useState } from 'react';

export type BalanceState =
  | { status: 'loading' }
  | { status: 'loaded'; balance: Balance | null }
  | { status: 'failed' };

export function getBalance(account: string, symbol: string): Promise<Balance | null> {
  return queries.getBalance(account, symbol);
}

/** One token balance of an account, read from the sidechain; reloads when either changes. */
export function useBalance(account: string, symbol: string): BalanceState {
  const [state, setState] = useState<{ key: string; value: BalanceState } | null>(null);
  const key = `${account}/${symbol}`;
  useEffect(() => {
    let current = true;
    getBalance(account, symbol).then(
      (balance) => current && setState({ key, value: { status: 'loaded', balance } }),
      (error: unknown) => {
        console.error(`Failed to load the ${symbol} balance`, error);
        if (current) setState({ key, value: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [account, symbol, key]);
  return state && state.key === key ? state.value : { status: 'loading' };
}
