import { afterNextPaint } from '@tdx/ui/scheduling';
import { useCallback, useEffect, useState } from 'react';
import { fetchOpenOrders, fetchTradingBalances, type TradingBalances } from '../api/market-api';
import type { OpenOrder } from '../model/types';

export interface AccountMarket {
  balances?: TradingBalances;
  openOrders?: OpenOrder[];
  failed: boolean;
}

/**
 * The user's SWAP.HIVE and token balances and open orders of `symbol`; re-read whenever
 * `booksVersion` moves (the books changed, so fills may have touched them), once the page has
 * painted (afterNextPaint), or on `reload()`.
 */
export function useAccountMarket(account: string | undefined, symbol: string, booksVersion: number) {
  const [state, setState] = useState<{ key: string; value: AccountMarket } | null>(null);
  const key = `${account}/${symbol}`;

  const reload = useCallback(async () => {
    if (!account) return;
    try {
      const [balances, openOrders] = await Promise.all([fetchTradingBalances(account, symbol), fetchOpenOrders(account, symbol)]);
      setState({ key, value: { balances, openOrders, failed: false } });
    } catch (error) {
      console.error('Failed to load your balances and orders', error);
      setState((previous) => ({ key, value: { ...(previous?.key === key ? previous.value : {}), failed: true } }));
    }
  }, [account, symbol, key]);

  useEffect(() => afterNextPaint(() => void reload()), [reload, booksVersion]);

  const value: AccountMarket = state?.key === key ? state.value : { failed: false };
  return { ...value, reload };
}
