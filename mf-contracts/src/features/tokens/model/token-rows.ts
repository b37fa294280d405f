import BigNumber from 'bignumber.js';
import type { Metric, Settings, Token } from '@tdx/contracts';
import { isDeprecated, visibleTokens } from '@tdx/settings';
import { toFiniteBigNumber } from '@tdx/ui/format';

/** The figures a column can be sorted by that are numbers. */
export type TokenFigure = 'price' | 'change' | 'volume' | 'marketCap' | 'supply';

/** What the cells show of a token's market, exact (bignumber.js). */
export interface TokenUsdFigures {
  /** USD per token: the last trade price in HIVE × the HIVE price; null without a trade or a HIVE price. */
  priceUsd: BigNumber | null;
  /** 24 h change in percent; null without a metrics row or once its day is over. */
  change: BigNumber | null;
  /** The metrics' 24 h volume in USD (0 once `volumeExpiration` passed or without a metrics row); null without a HIVE price or the metrics. */
  volumeUsd: BigNumber | null;
  /** Circulating supply × USD price; null without a price. */
  marketCapUsd: BigNumber | null;
  circulatingSupply: BigNumber;
}

/** One row of the tokens list: the token, what it is searched and sorted by, and its figures. */
export interface TokenListRow {
  token: Token;
  symbol: string;
  /** In the settings' `deprecated_tokens`: still listed, marked. */
  deprecated: boolean;
  /** Lowercase symbol and name (for the search) and issuer (for the sort), computed once. */
  symbolKey: string;
  nameKey: string;
  issuerKey: string;
  /** The figures as plain numbers, computed once per data change for sorting (null: no figure). */
  figures: Record<TokenFigure, number | null>;
  /**
   * The exact figures the cells show, worked out on first use: only the few rows on screen need
   * them, and bignumber.js over every row of a big chain (15,000 tokens) takes a few hundred ms.
   */
  exact: () => TokenUsdFigures;
}

export interface TokenListSources {
  tokens: readonly Token[];
  /** Undefined while the metrics load (or after they failed): nothing is priced then. */
  metrics: readonly Metric[] | undefined;
  settings: Settings | null;
  hivePrice: number | null;
  /** Unix time in seconds, as the metrics' expirations are. */
  nowSeconds: number;
}

/** The parts of a metrics row that count now: the day's change and volume only while their day lasts. */
interface MarketNow {
  /** The last trade price in HIVE, a positive number's text; null without a trade (a never-traded token is not worth 1 HIVE). */
  lastPrice: string | null;
  changePercent: string | null;
  /** The 24 h volume in HIVE; 0 once `volumeExpiration` passed (the contract resets it only on the next trade); null while the metrics are unknown. */
  volume: string | null;
}

const MARKET_UNKNOWN: MarketNow = { lastPrice: null, changePercent: null, volume: null };

const text = (value: unknown): string | null => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);
const exactNumber = (value: unknown): BigNumber | null => {
  const written = text(value);
  return written === null ? null : (toFiniteBigNumber(written) ?? null);
};
const plainNumber = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

function marketNow(metric: Metric | undefined, nowSeconds: number): MarketNow {
  const lastPrice = text(metric?.lastPrice);
  return {
    lastPrice: lastPrice !== null && (plainNumber(lastPrice) ?? 0) > 0 ? lastPrice : null,
    // `priceChangePercent` reads like "12.5%"; the contract resets it only on the next trade after its day.
    changePercent: metric && nowSeconds < metric.lastDayPriceExpiration ? String(metric.priceChangePercent).replace(/%$/, '') : null,
    volume: metric && nowSeconds < metric.volumeExpiration ? (text(metric.volume) ?? '0') : '0',
  };
}

function sortFigures(market: MarketNow, circulating: string | null, hivePrice: number | null): Record<TokenFigure, number | null> {
  const price = hivePrice === null ? null : (plainNumber(market.lastPrice) ?? 0) * hivePrice || null;
  const supply = plainNumber(circulating) ?? 0;
  return {
    price,
    change: plainNumber(market.changePercent),
    volume: hivePrice === null || market.volume === null ? null : (plainNumber(market.volume) ?? 0) * hivePrice,
    marketCap: price === null ? null : supply * price,
    supply,
  };
}

function exactFigures(market: MarketNow, circulating: string | null, hivePrice: number | null): TokenUsdFigures {
  const circulatingSupply = exactNumber(circulating) ?? new BigNumber(0);
  const priceHive = exactNumber(market.lastPrice);
  const priceUsd = priceHive && hivePrice !== null ? priceHive.times(hivePrice) : null;
  return {
    priceUsd,
    change: exactNumber(market.changePercent),
    volumeUsd: hivePrice === null || market.volume === null ? null : (exactNumber(market.volume) ?? new BigNumber(0)).times(hivePrice),
    marketCapUsd: priceUsd ? circulatingSupply.times(priceUsd) : null,
    circulatingSupply,
  };
}

function once<T>(compute: () => T): () => T {
  let value: { result: T } | undefined;
  return () => (value ??= { result: compute() }).result;
}

/** The list's rows: every token but the disabled ones, each with its figures in USD. */
export function tokenListRows({ tokens, metrics, settings, hivePrice, nowSeconds }: TokenListSources): TokenListRow[] {
  const bySymbol = new Map((metrics ?? []).map((metric) => [metric.symbol, metric]));
  return visibleTokens(tokens, settings).map((token) => {
    const market = metrics ? marketNow(bySymbol.get(token.symbol), nowSeconds) : MARKET_UNKNOWN;
    const circulating = text(token.circulatingSupply);
    return {
      token,
      symbol: token.symbol,
      deprecated: isDeprecated(token.symbol, settings),
      symbolKey: token.symbol.toLowerCase(),
      nameKey: String(token.name ?? '').toLowerCase(),
      issuerKey: String(token.issuer ?? '').toLowerCase(),
      figures: sortFigures(market, circulating, hivePrice),
      exact: once(() => exactFigures(market, circulating, hivePrice)),
    };
  });
}
