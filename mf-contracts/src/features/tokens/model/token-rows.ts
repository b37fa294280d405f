import BigNumber from 'bignumber.js';
import type { Metric, Settings, Token } from '@tdx/contracts';
import { isDeprecated, visibleTokens } from '@tdx/settings';
import { toFiniteBigNumber } from '@tdx/ui/format';

/** The figures a column can be sorted by that are numbers. */
export type TokenFigure = 'price' | 'change' | 'volume' | 'marketCap' | 'supply';

/** One row of the tokens list: the token and what the table shows of it. */
export interface TokenListRow {
  token: Token;
  symbol: string;
  /** In the settings' `deprecated_tokens`: still listed, marked. */
  deprecated: boolean;
  /** USD per token: the last trade price in HIVE × the HIVE price; null without a trade or a HIVE price. */
  priceUsd: BigNumber | null;
  /** 24 h change in percent; null without a metrics row or once its day is over. */
  change: BigNumber | null;
  /** The metrics' 24 h volume in USD (0 once `volumeExpiration` passed or without a metrics row); null without a HIVE price. */
  volumeUsd: BigNumber | null;
  /** Circulating supply × USD price; null without a price. */
  marketCapUsd: BigNumber | null;
  circulatingSupply: BigNumber;
  /** Lowercase symbol and name, computed once for the search. */
  symbolKey: string;
  nameKey: string;
  issuerKey: string;
  /** The figures as plain numbers, computed once for sorting (null: no figure). */
  figures: Record<TokenFigure, number | null>;
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

const amount = (value: unknown): BigNumber | null => (typeof value === 'string' || typeof value === 'number' ? (toFiniteBigNumber(value) ?? null) : null);

/** The last trade price in HIVE; null without a trade (a never-traded token is not worth 1 HIVE). */
function hivePriceOf(metric: Metric | undefined): BigNumber | null {
  const price = amount(metric?.lastPrice);
  return price && price.gt(0) ? price : null;
}

/** `priceChangePercent` (`"12.5%"`) while the day it measures lasts: the contract resets it only on the next trade. */
export function dailyChange(metric: Metric | undefined, nowSeconds: number): BigNumber | null {
  if (!metric || !(nowSeconds < metric.lastDayPriceExpiration)) return null;
  return amount(String(metric.priceChangePercent).replace(/%$/, ''));
}

/** The 24 h volume in HIVE: 0 once `volumeExpiration` passed (the contract resets it only on the next trade). */
export function dailyVolumeHive(metric: Metric | undefined, nowSeconds: number): BigNumber | null {
  if (!metric || !(nowSeconds < metric.volumeExpiration)) return null;
  return amount(metric.volume);
}

const ZERO = new BigNumber(0);

const asNumber = (value: BigNumber | null) => (value === null ? null : value.toNumber());

function tokenRow(token: Token, metric: Metric | undefined, { settings, hivePrice, nowSeconds }: TokenListSources): TokenListRow {
  const circulatingSupply = amount(token.circulatingSupply) ?? ZERO;
  const priceHive = hivePriceOf(metric);
  const priceUsd = priceHive && hivePrice !== null ? priceHive.times(hivePrice) : null;
  const volumeHive = dailyVolumeHive(metric, nowSeconds);
  const volumeUsd = hivePrice === null ? null : (volumeHive ?? ZERO).times(hivePrice);
  const change = dailyChange(metric, nowSeconds);
  const marketCapUsd = priceUsd ? circulatingSupply.times(priceUsd) : null;
  return {
    token,
    symbol: token.symbol,
    deprecated: isDeprecated(token.symbol, settings),
    priceUsd,
    change,
    volumeUsd,
    marketCapUsd,
    circulatingSupply,
    symbolKey: token.symbol.toLowerCase(),
    nameKey: String(token.name ?? '').toLowerCase(),
    issuerKey: String(token.issuer ?? '').toLowerCase(),
    figures: {
      price: asNumber(priceUsd),
      change: asNumber(change),
      volume: asNumber(volumeUsd),
      marketCap: asNumber(marketCapUsd),
      supply: circulatingSupply.toNumber(),
    },
  };
}

/** The list's rows: every token but the disabled ones, each with its figures in USD. */
export function tokenListRows(sources: TokenListSources): TokenListRow[] {
  const metrics = new Map((sources.metrics ?? []).map((metric) => [metric.symbol, metric]));
  return visibleTokens(sources.tokens, sources.settings).map((token) => tokenRow(token, metrics.get(token.symbol), sources));
}
