import BigNumber from 'bignumber.js';
import type { Metric } from '@tdx/contracts';
import { selectableTokens } from '@tdx/settings';
import { HIGHLIGHT_COUNT } from './highlights-layout';

/** Every market is priced in SWAP.HIVE: its synthetic metric (price 1) is no highlight. */
const QUOTE_SYMBOL = 'SWAP.HIVE';

export interface Highlight {
  symbol: string;
  /** Last trade price in SWAP.HIVE. */
  lastPrice: BigNumber;
  /** 24 h volume in SWAP.HIVE; zero once `volumeExpiration` has passed. */
  volume: BigNumber;
  /** 24 h change in percent; zero once `lastDayPriceExpiration` has passed. */
  change: BigNumber;
}

export interface MarketHighlights {
  topVolume: Highlight[];
  movers: Highlight[];
}

const ZERO = new BigNumber(0);

/** A finite number from a chain string (`"4.17%"` included), or null for anything else. */
function chainNumber(value: unknown): BigNumber | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  try {
    const number = new BigNumber(typeof value === 'string' ? value.trim().replace(/%$/, '') : value);
    return number.isFinite() ? number : null;
  } catch {
    return null; // bignumber.js 11 throws on text that is not a number
  }
}

const isFresh = (expiration: unknown, nowSeconds: number) => typeof expiration === 'number' && expiration > nowSeconds;

/**
 * One metrics row as numbers. The market contract only resets the 24 h volume and change on a
 * token's next trade, so a token that stopped trading keeps yesterday's figures: they count as zero
 * once their expiration (unix seconds) has passed.
 */
export function toHighlight(metric: Metric, nowSeconds: number): Highlight | null {
  const lastPrice = chainNumber(metric.lastPrice);
  if (typeof metric.symbol !== 'string' || !lastPrice || !lastPrice.isGreaterThan(0)) return null;
  const volume = isFresh(metric.volumeExpiration, nowSeconds) ? chainNumber(metric.volume) : null;
  const change = isFresh(metric.lastDayPriceExpiration, nowSeconds) ? chainNumber(metric.priceChangePercent) : null;
  return { symbol: metric.symbol, lastPrice, volume: volume ?? ZERO, change: change ?? ZERO };
}

const bySymbol = (a: Highlight, b: Highlight) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0);
const byVolume = (a: Highlight, b: Highlight) => (b.volume.comparedTo(a.volume) ?? 0) || bySymbol(a, b);
const byMove = (a: Highlight, b: Highlight) => (b.change.abs().comparedTo(a.change.abs()) ?? 0) || byVolume(a, b);

/**
 * The home page's highlights: the tokens with the largest 24 h volume, and the largest 24 h price
 * moves either way. Disabled and deprecated tokens are left out (settings token filters).
 */
export function selectHighlights(metrics: readonly Metric[], nowSeconds: number, count = HIGHLIGHT_COUNT): MarketHighlights {
  const rows = selectableTokens([...metrics])
    .filter((metric) => metric.symbol !== QUOTE_SYMBOL)
    .map((metric) => toHighlight(metric, nowSeconds))
    .filter((row): row is Highlight => row !== null);
  return {
    topVolume: rows.filter((row) => row.volume.isGreaterThan(0)).sort(byVolume).slice(0, count),
    movers: rows.filter((row) => !row.change.isZero()).sort(byMove).slice(0, count),
  };
}
