import { buildCandles, INTERVAL_SECONDS, type CandleInterval, type TradePoint } from '../market-trades/candles';

/** One candle of GET /info/market/ohlcv, as the earlier front end reads it (numbers, timestamp in seconds). */
export interface OhlcvCandle {
  timestamp: number;
  open: number;
  high: number;
  low: number;
  close: number;
  baseVolume: number;
  quoteVolume: number;
}

export type OhlcvQuery = { ok: true; symbol: string; interval: CandleInterval } | { ok: false; message: string };

const SYMBOL = /^[A-Z0-9.]{1,10}$/;

export function parseOhlcvQuery(query: Record<string, unknown>): OhlcvQuery {
  const { symbol, interval } = query;
  if (typeof symbol !== 'string' || !SYMBOL.test(symbol)) {
    return { ok: false, message: 'symbol is required: 1 to 10 upper-case letters, digits or dots' };
  }
  if (interval !== 'daily' && interval !== 'hourly') {
    return { ok: false, message: 'interval must be daily or hourly' };
  }
  return { ok: true, symbol, interval };
}

/** Oldest first; prices with 8 decimals and volumes with 8 decimals, turned into JSON numbers at the edge. */
export function ohlcv(trades: readonly TradePoint[], interval: CandleInterval): OhlcvCandle[] {
  return buildCandles(trades, INTERVAL_SECONDS[interval]).map((c) => ({
    timestamp: c.timestamp,
    open: c.open.dp(8).toNumber(),
    high: c.high.dp(8).toNumber(),
    low: c.low.dp(8).toNumber(),
    close: c.close.dp(8).toNumber(),
    baseVolume: c.baseVolume.dp(8).toNumber(),
    quoteVolume: c.quoteVolume.dp(8).toNumber(),
  }));
}
