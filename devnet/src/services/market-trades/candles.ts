import BigNumber from 'bignumber.js';

export type CandleInterval = 'daily' | 'hourly';

export const INTERVAL_SECONDS: Record<CandleInterval, number> = { daily: 86_400, hourly: 3_600 };

/** The fields of a market/tradesHistory row a candle needs. */
export interface TradePoint {
  timestamp: number;
  price: string;
  quantity: string;
  volume: string;
}

export interface Candle {
  /** Start of the bucket, unix seconds (UTC). */
  timestamp: number;
  open: BigNumber;
  high: BigNumber;
  low: BigNumber;
  close: BigNumber;
  /** Tokens traded. */
  baseVolume: BigNumber;
  /** SWAP.HIVE traded. */
  quoteVolume: BigNumber;
}

/** OHLCV buckets, oldest first; trades are taken in time order (ties keep their given order). */
export function buildCandles(trades: readonly TradePoint[], bucketSeconds: number): Candle[] {
  const ordered = trades
    .map((trade, index) => ({ trade, index }))
    .sort((a, b) => a.trade.timestamp - b.trade.timestamp || a.index - b.index)
    .map(({ trade }) => trade);
  const candles: Candle[] = [];
  for (const trade of ordered) {
    const start = trade.timestamp - (trade.timestamp % bucketSeconds);
    const price = new BigNumber(trade.price);
    const last = candles[candles.length - 1];
    if (last && last.timestamp === start) {
      last.high = BigNumber.max(last.high, price);
      last.low = BigNumber.min(last.low, price);
      last.close = price;
      last.baseVolume = last.baseVolume.plus(trade.quantity);
      last.quoteVolume = last.quoteVolume.plus(trade.volume);
    } else {
      candles.push({
        timestamp: start,
        open: price,
        high: price,
        low: price,
        close: price,
        baseVolume: new BigNumber(trade.quantity),
        quoteVolume: new BigNumber(trade.volume),
      });
    }
  }
  return candles;
}
