import type { BridgeTransfer, BridgeTransferPage, BridgeTransferQuery, ConversionPage, PeggedToken } from '@tdx/contracts';
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

/** `POST convert/`: where to send coins for a conversion (an address, or an account plus memo). */
export interface ConversionRequest {
  from_coin: string;
  to_coin: string;
  /** A Hive account for deposits, the external address for withdrawals. */
  destination: string;
}

export interface ConversionInstructions {
  from_coin: string;
  to_coin: string;
  destination: string;
  ex_rate?: string;
  address: string | null;
  account: string | null;
  memo: string | null;
  /** A deposit's transfer in `transfers/`, to follow it (our bridge's own field; absent elsewhere). */
  transfer_id?: string;
}

/** Filters of `GET conversions/`: `deposit__from_account` = withdrawals of a user, `to_address` = deposits to one. */
export interface ConversionQuery {
  limit: number;
  offset: number;
  deposit__from_account?: string;
  to_address?: string;
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
  /** The pegged-token list, uncached; rejects when the converter fails. */
  const loadPeggedTokens = async () => peggedTokens(await getCoins(), await getPairs());
  return {
    getCoins,
    getPairs,
    loadPeggedTokens,
    convert: (request: ConversionRequest) => client.post<ConversionInstructions>('convert/', request),
    getConversions: (query: ConversionQuery) => client.get<ConversionPage>('conversions/', { ...query }),
    /** Transfers of every bridge (converter and EVM), newest first, filtered and paged. */
    getTransfers: (query: BridgeTransferQuery) => client.get<BridgeTransferPage>('transfers/', { ...query }),
    /** One transfer with its steps; rejects with an `ApiError` of status 404 for an unknown id. */
    getTransfer: (id: string) => client.get<BridgeTransfer>(`transfers/${encodeURIComponent(id)}`),
    getPeggedTokens: cachedWithFallback(loadPeggedTokens, {
      ttlMs: LIST_CACHE_MS,
      fallback: [HIVE_PEGGED_TOKEN],
      failureMessage: 'Failed to fetch pegged tokens',
      now,
    }),
  };
}
