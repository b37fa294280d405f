import type { QueryKey } from '@tanstack/react-query';
import { emit } from '@tdx/event-bus';

/**
 * The first parts of every cache key, so that a broadcast can name what it changed without
 * knowing which area reads it: `['account', name, …]` for everything read about one account
 * (balances, orders, stakes, positions), `['token', symbol, …]` for one token's definition.
 */
export const dataKeys = {
  account: (name: string) => ['account', name] as const,
  token: (symbol: string) => ['token', symbol] as const,
};

/** Tells every area that the chain data under these key prefixes changed (they read it again). */
export function dataChanged(keys: readonly QueryKey[]): void {
  if (keys.length > 0) emit({ type: 'data-changed', keys });
}
