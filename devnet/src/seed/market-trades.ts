import BigNumber from 'bignumber.js';
import type { Row } from '../chain/contract-api';
import type { SeedTable } from '../chain/seed-api';
import { DEV_ACCOUNTS } from '../accounts';
import { DAY_MS, HOUR_MS, toSeconds } from './clock';
import type { BestPrices } from './market-books';
import { metricsAfterTrades, type Trade } from './market-metrics';
import type { Random } from './random';
import { ChainNumber, fixed, formatUnits, logUniform, quantityOf, seedTable, transactionId } from './rows';
import type { SeedContext } from './seed-context';
import type { TokenDefinition } from './token-definition';

const PRICE_PRECISION = 8;
const PRICE_UNITS = 10 ** PRICE_PRECISION;
const DAY_SECONDS = toSeconds(DAY_MS);

export type TradeRow = Trade & {
  type: 'buy' | 'sell';
  buyer: string;
  seller: string;
  quantity: string;
  buyTxId: string;
  sellTxId: string;
};

interface TradeWindow {
  count: number;
  /** Seconds before the clock start: oldest and newest trade. */
  oldest: number;
  newest: number;
  volatility: number;
}

export interface SeededMarketTrades {
  tables: SeedTable[];
  /** Older trades the contract has already pruned from `tradesHistory`, oldest first (for the services' trade log). */
  prunedTrades: TradeRow[];
}

/**
 * Trades over the last days and the `metrics` row each token's trades lead to; stale tokens' last
 * trade is over a day old. `tradesHistory` keeps what the contract would still hold: each symbol's
 * trades within 24 h of its last trade (the contract prunes a symbol's older rows on its next trade).
 */
export function seedMarketTrades(context: SeedContext, bestPrices: Map<string, BestPrices>): SeededMarketTrades {
  const random = context.randomFor('market-trades');
  const kept: TradeRow[] = [];
  const pruned: TradeRow[] = [];
  const metrics: Row[] = [];
  for (const token of context.tokens) {
    const best = bestPrices.get(token.symbol);
    const window = tradeWindow(token, random);
    if (!best || !window) continue;
    const tokenTrades = tradesFor(context, random, token, window);
    const keptFrom = tokenTrades[tokenTrades.length - 1].timestamp - DAY_SECONDS;
    for (const trade of tokenTrades) (trade.timestamp < keptFrom ? pruned : kept).push(trade);
    metrics.push(metricsAfterTrades(token.symbol, tokenTrades, best));
  }
  return {
    tables: [
      seedTable('market', { name: 'tradesHistory', indexes: ['symbol'] }, byTime(kept)),
      seedTable('market', { name: 'metrics', indexes: ['symbol'] }, metrics),
    ],
    prunedTrades: byTime(pruned),
  };
}

function byTime(trades: TradeRow[]): TradeRow[] {
  return [...trades].sort((a, b) => a.timestamp - b.timestamp);
}

function tradeWindow(token: TokenDefinition, random: Random): TradeWindow | undefined {
  const hour = toSeconds(HOUR_MS);
  switch (token.market) {
    case 'deep':
      return { count: random.int(140, 280), oldest: 7 * DAY_SECONDS, newest: random.int(60, 600), volatility: 0.01 };
    case 'active':
      return { count: random.int(2, 10), oldest: random.int(2, 5) * DAY_SECONDS, newest: random.int(60, 20 * hour), volatility: 0.03 };
    case 'stale':
      return { count: random.int(1, 5), oldest: 20 * DAY_SECONDS, newest: random.int(26 * hour, 12 * DAY_SECONDS), volatility: 0.03 };
    case 'unlisted':
      return undefined;
  }
}

/** Chronological trades whose price path walks back from the token's reference price. */
function tradesFor(context: SeedContext, random: Random, token: TokenDefinition, window: TradeWindow): TradeRow[] {
  const clockStart = toSeconds(context.startMs);
  const times = Array.from({ length: window.count - 1 }, () => clockStart - random.int(window.newest, window.oldest));
  times.push(clockStart - window.newest);
  times.sort((a, b) => a - b);
  const prices: string[] = [];
  let price = token.priceHive.toNumber();
  for (let i = 0; i < times.length; i += 1) {
    prices.unshift(formatUnits(Math.max(1, Math.floor(price * PRICE_UNITS)), PRICE_PRECISION));
    price *= 1 + random.float(-window.volatility, window.volatility);
  }
  return times.map((timestamp, index) => tradeRow(context, random, token, prices[index], timestamp));
}

function tradeRow(context: SeedContext, random: Random, token: TokenDefinition, price: string, timestamp: number): TradeRow {
  const type = random.chance(0.5) ? 'buy' : 'sell';
  const quantity = quantityOf(token.unit * logUniform(random, 0.005, 0.3), token.precision);
  const volume = quantity.times(price).decimalPlaces(PRICE_PRECISION, type === 'buy' ? BigNumber.ROUND_UP : BigNumber.ROUND_DOWN);
  return {
    type,
    buyer: trader(context, random),
    seller: trader(context, random),
    symbol: token.symbol,
    quantity: fixed(quantity, token.precision),
    price,
    timestamp,
    volume: fixed(ChainNumber.max(volume, '0.00000001'), PRICE_PRECISION),
    buyTxId: transactionId(random),
    sellTxId: transactionId(random),
  };
}

function trader(context: SeedContext, random: Random): string {
  return random.chance(0.1) ? random.pick(DEV_ACCOUNTS) : random.pick(context.users);
}
