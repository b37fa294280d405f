import type { PeggedToken } from '@tdx/contracts';
import { cachedWithFallback, LIST_CACHE_MS } from '../cache';
import type { RestClient } from './client';

export interface BridgeCoin {
  symbol: string;
  display_name: string;
  coin_type: string;
  [field: string]: unknown;
}

export interface BridgePair {
  from_coin_symbol: string;
  to_coin_symbol: string;
  [field: string]: unknown;
}

export const HIVE_PEGGED_TOKEN: PeggedToken = { name: 'HIVE', symbol: 'HIVE', pegged_token_symbol: 'SWAP.HIVE' };

/** Coins of type `hiveengine` are the sidechain's own tokens, not depositable coins. */
function peggedTokens(coins: BridgeCoin[], pairs: BridgePair[]): PeggedToken[] {
  const tokens = coins
    .filter((coin) => coin.coin_type !== 'hiveengine')
    .flatMap((coin) => {
      const pair = pairs.find((p) => p.from_coin_symbol === coin.symbol);
      return pair ? [{ name: coin.display_name, symbol: coin.symbol, pegged_token_symbol: pair.to_coin_symbol }] : [];
    })
    .filter((token) => token.symbol !== HIVE_PEGGED_TOKEN.symbol);
  return [HIVE_PEGGED_TOKEN, ...tokens].sort((a, b) => a.name.localeCompare(b.name));
}

/** The converter API: coins, pairs and the pegged-token list (cached 300 s; HIVE only on failure). */
export function createBridgeApi(client: RestClient, now?: () => number) {
  const getCoins = () => client.get<BridgeCoin[]>('coins/');
  const getPairs = () => client.get<BridgePair[]>('pairs/');
  return {
    getCoins,
    getPairs,
    getPeggedTokens: cachedWithFallback(async () => peggedTokens(await getCoins(), await getPairs()), {
      ttlMs: LIST_CACHE_MS,
      fallback: [HIVE_PEGGED_TOKEN],
      failureMessage: 'Failed to fetch pegged tokens',
      now,
    }),
  };
}
