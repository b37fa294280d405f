import type { Row } from '../chain/contract-api';
import type { BestPrices } from './market-books';
import { ChainNumber, fixed } from './rows';

const HIVE_PRECISION = 8;
const DAY_SECONDS = 86_400;

/** The fields of a `tradesHistory` row the metrics depend on. */
export type Trade = {
  symbol: string;
  price: string;
  volume: string;
  /** Seconds. */
  timestamp: number;
};

/**
 * The `metrics` row the market contract would hold after these trades (chronological), with
 * the same rules: trades older than 24 h leave the volume, an expired volume restarts at 0,
 * and the day price restarts once `lastDayPriceExpiration` has passed.
 */
export function metricsAfterTrades(symbol: string, trades: Trade[], best: BestPrices): Row {
  let volume = new ChainNumber(0);
  let volumeExpiration = 0;
  let lastPrice = '0';
  let lastDayPrice = '0';
  let lastDayPriceExpiration = 0;
  let priceChangeHive = '0';
  let priceChangePercent = '0';
  let pruned = 0;
  trades.forEach((trade, index) => {
    const now = trade.timestamp;
    for (; pruned < index && trades[pruned].timestamp < now - DAY_SECONDS; pruned += 1) {
      volume = ChainNumber.max(volume.minus(trades[pruned].volume), 0);
    }
    lastPrice = trade.price;
    if (lastDayPriceExpiration < now) {
      lastDayPrice = trade.price;
      lastDayPriceExpiration = now + DAY_SECONDS;
      priceChangeHive = '0';
      priceChangePercent = '0%';
    } else {
      const change = new ChainNumber(trade.price).minus(lastDayPrice);
      priceChangeHive = fixed(change, HIVE_PRECISION, ChainNumber.ROUND_HALF_UP);
      priceChangePercent = `${new ChainNumber(priceChangeHive).div(lastDayPrice).times(100).toFixed(2)}%`;
    }
    if (volumeExpiration < now) volume = new ChainNumber(0);
    volume = volume.plus(trade.volume);
    volumeExpiration = now + DAY_SECONDS;
  });
  return {
    symbol,
    volume: fixed(volume, HIVE_PRECISION, ChainNumber.ROUND_HALF_UP),
    volumeExpiration,
    lastPrice,
    lowestAsk: best.lowestAsk,
    highestBid: best.highestBid,
    lastDayPrice,
    lastDayPriceExpiration,
    priceChangeHive,
    priceChangePercent,
  };
}
