import type BigNumber from 'bignumber.js';
import { useMemo } from 'react';
import type { Settings } from '@tdx/contracts';
import { walletRows, type WalletData } from '../../../shared';
import { filterRows, sortRows } from './filters';
import type { BalancesView } from './use-preferences';
import { totalUsdValue, valueRow, type ValuedRow } from './valuation';

export interface ValuedRows {
  /** Every visible token of the wallet, valued. */
  all: ValuedRow[];
  /** What the table shows: filtered and sorted. */
  shown: ValuedRow[];
  /** Estimated USD value of the whole wallet (filters do not change it). */
  total: BigNumber;
}

/** Rows of the balances table from the chain data, the site settings, the HIVE price and the user's view. */
export function useValuedRows(data: WalletData | undefined, settings: Settings | null, hivePrice: number | null, preferences: BalancesView): ValuedRows {
  const { includeStake, search, hideSmall, sortKey, sortDirection } = preferences;
  const all = useMemo(() => {
    if (!data) return [];
    const disabled = new Set(settings?.disabled_tokens ?? []);
    const deprecated = new Set(settings?.deprecated_tokens ?? []);
    const rows = walletRows(data, { isDisabled: (symbol) => disabled.has(symbol), isDeprecated: (symbol) => deprecated.has(symbol) });
    const context = { hivePrice, includeStake, nowSeconds: Date.now() / 1000 };
    return rows.map((row) => valueRow(row, context));
  }, [data, settings, hivePrice, includeStake]);
  const shown = useMemo(() => sortRows(filterRows(all, { search, hideSmall }), sortKey, sortDirection), [all, search, hideSmall, sortKey, sortDirection]);
  const total = useMemo(() => totalUsdValue(all), [all]);
  return { all, shown, total };
}
