import type { Metric } from '@tdx/contracts';
import { decimalOrZero, parseDecimal } from './decimal';

/** What the header shows, with the contract's stale 24 h figures zeroed. */
export interface MarketSummary {
  lastPrice: string;
  highestBid: string;
  lowestAsk: string;
  /** SWAP.HIVE traded in the last 24 h; '0' once `volumeExpiration` has passed. */
  volume: string;
  /** '0' once `lastDayPriceExpiration` has passed. */
  priceChangeHive: string;
  /** A number without `%`; '0' once stale. */
  priceChangePercent: string;
}

export const EMPTY_SUMMARY: MarketSummary = {
  lastPrice: '0',
  highestBid: '0',
  lowestAsk: '0',
  volume: '0',
  priceChangeHive: '0',
  priceChangePercent: '0',
};

const number = (value: unknown) => decimalOrZero(value).toFixed();
const fresh = (expiration: unknown, nowSeconds: number) => typeof expiration === 'number' && nowSeconds < expiration;

/**
 * The metrics row as the header shows it. The contract only refreshes `volume` and the 24 h change
 * on the next trade, so a token that stopped trading keeps stale values: they count only while
 * `now < volumeExpiration` / `now < lastDayPriceExpiration`. No row (never traded) = all zero.
 */
export function summarizeMetric(metric: Metric | null, nowSeconds: number): MarketSummary {
  if (!metric) return EMPTY_SUMMARY;
  const changeFresh = fresh(metric.lastDayPriceExpiration, nowSeconds);
  const percent = typeof metric.priceChangePercent === 'string' ? metric.priceChangePercent.replace(/%$/, '') : undefined;
  return {
    lastPrice: number(metric.lastPrice),
    highestBid: number(metric.highestBid),
    lowestAsk: number(metric.lowestAsk),
    volume: fresh(metric.volumeExpiration, nowSeconds) ? number(metric.volume) : '0',
    priceChangeHive: changeFresh ? number(metric.priceChangeHive) : '0',
    priceChangePercent: changeFresh ? (parseDecimal(percent)?.toFixed() ?? '0') : '0',
  };
}
