import type { RestClient } from './client';

export type OhlcvInterval = 'daily' | 'hourly';

export interface OhlcvCandle {
  /** Seconds. */
  timestamp: number;
  open: string | number;
  high: string | number;
  low: string | number;
  close: string | number;
  /** Token volume. */
  baseVolume: string | number;
  /** SWAP.HIVE volume. */
  quoteVolume: string | number;
}

/** The info API; generic `get`/`post` plus the candles of the trade chart. */
export function createInfoApi(client: RestClient) {
  return {
    ...client,
    ohlcv: (symbol: string, interval: OhlcvInterval) => client.get<OhlcvCandle[]>('market/ohlcv', { symbol, interval }),
  };
}
