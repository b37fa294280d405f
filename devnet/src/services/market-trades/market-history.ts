import { buildCandles, INTERVAL_SECONDS, type TradePoint } from './candles';

export const MARKET_HISTORY_MAX_CANDLES = 500;

/** One /history/marketHistory row (reference §19.2): a daily candle as 8-decimal strings. */
export interface MarketHistoryRow {
  _id: string;
  timestamp: number;
  symbol: string;
  volumeSteem: string;
  volumeToken: string;
  lowestPrice: string;
  highestPrice: string;
  openPrice: string;
  closePrice: string;
}

/** Daily candles of one symbol, newest first, at most 500. */
export function marketHistory(symbol: string, trades: readonly TradePoint[]): MarketHistoryRow[] {
  return buildCandles(trades, INTERVAL_SECONDS.daily)
    .reverse()
    .slice(0, MARKET_HISTORY_MAX_CANDLES)
    .map((candle) => ({
      _id: `${symbol}-${candle.timestamp}`,
      timestamp: candle.timestamp,
      symbol,
      volumeSteem: candle.quoteVolume.toFixed(8),
      volumeToken: candle.baseVolume.toFixed(8),
      lowestPrice: candle.low.toFixed(8),
      highestPrice: candle.high.toFixed(8),
      openPrice: candle.open.toFixed(8),
      closePrice: candle.close.toFixed(8),
    }));
}
