import { queries, sidechain } from '@tdx/api';
import type { Token } from '@tdx/contracts';
import { useCallback, useEffect, useState } from 'react';
import { onWalletRefresh } from '../../../shared';
import { toOpenOrders, type BookRow, type OpenOrder } from '../utils/open-order';

export interface OpenOrders {
  orders: OpenOrder[];
  /** Precision of each ordered token, by symbol. */
  precisions: ReadonlyMap<string, number>;
}

/** The account's orders on both books of every symbol, newest first, with their tokens' precisions. */
export async function getOpenOrders(account: string): Promise<OpenOrders> {
  const [buys, sells] = await Promise.all([
    sidechain.findAll<BookRow>('market', 'buyBook', { account }),
    sidechain.findAll<BookRow>('market', 'sellBook', { account }),
  ]);
  const orders = toOpenOrders(buys, sells);
  const symbols = [...new Set(orders.map((order) => order.symbol))];
  const tokens: Token[] = symbols.length === 0 ? [] : await queries.getTokens({ symbol: { $in: symbols } });
  return { orders, precisions: new Map(tokens.map((token) => [token.symbol, token.precision])) };
}

export type OpenOrdersState = { status: 'loading' } | ({ status: 'loaded' } & OpenOrders) | { status: 'failed' };

/**
 * The account's open orders; reloads on `refreshWallet()` (after a confirmed cancel) and on
 * `reload()`, showing the last list until the new one arrives.
 */
export function useOpenOrders(account: string): OpenOrdersState & { reload: () => void } {
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<{ account: string; value: OpenOrdersState } | null>(null);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  useEffect(() => onWalletRefresh(reload), [reload]);
  useEffect(() => {
    let current = true;
    getOpenOrders(account).then(
      (loaded) => current && setState({ account, value: { status: 'loaded', ...loaded } }),
      (error: unknown) => {
        console.error('Failed to load open orders', error);
        if (current) setState({ account, value: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [account, generation]);
  return { ...(state?.account === account ? state.value : { status: 'loading' }), reload };
}
