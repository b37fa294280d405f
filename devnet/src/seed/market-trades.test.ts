import BigNumber from 'bignumber.js';
import type { Row } from '../chain/contract-api';
import { TRADE_LOG_STATE_KEY } from '../services/market-trades/trade-log';
import { toSeconds } from './clock';
import { TEST_SEED_START_MS, atPrecision, expectShape, rowsOf, seedAtScaleOne } from './test-support';

const seed = seedAtScaleOne();
const trades = rowsOf(seed, 'market', 'tradesHistory');
const metrics = rowsOf(seed, 'market', 'metrics');
const tokens = rowsOf(seed, 'tokens', 'tokens');
const clockStart = toSeconds(TEST_SEED_START_MS);
const DAY = 86_400;

function lastTradeOf(symbol: string): number {
  return Math.max(...trades.filter((row) => row.symbol === symbol).map((row) => row.timestamp as number));
}

describe('market.tradesHistory', () => {
  it('has the real shape', () => {
    for (const row of trades) {
      expectShape(row, {
        type: 'string', buyer: 'string', seller: 'string', symbol: 'string', quantity: 'string', price: 'string',
        timestamp: 'number', volume: 'string', buyTxId: 'string', sellTxId: 'string',
      });
      expect(['buy', 'sell']).toContain(row.type);
      expect(row.price).toMatch(atPrecision(8));
      expect(row.volume).toMatch(atPrecision(8));
    }
  });

  it("holds what the contract would: each symbol's trades within 24 h of its last one, in time order", () => {
    const times = trades.map((row) => row.timestamp as number);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.max(...times)).toBeLessThan(clockStart);
    for (const row of trades) expect(row.timestamp as number).toBeGreaterThanOrEqual(lastTradeOf(row.symbol as string) - DAY);
    const beeLastDay = trades.filter((row) => row.symbol === 'BEE' && (row.timestamp as number) > clockStart - DAY);
    expect(beeLastDay.length).toBeGreaterThan(10);
  });
});

describe("older trades (the services' trade log)", () => {
  const older = (seed.serviceState?.[TRADE_LOG_STATE_KEY] as { lastTradeId: number; trades: Row[] }).trades;

  it('are the trades the contract already pruned, oldest first, reaching back 7 days', () => {
    const times = older.map((row) => row.timestamp as number);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.min(...times)).toBeLessThan(clockStart - 6 * DAY);
    for (const row of older) {
      expect(row.timestamp as number).toBeLessThan(lastTradeOf(row.symbol as string) - DAY);
      expect(row.blockNumber).toBe(0);
    }
  });

  it('share no trade with tradesHistory', () => {
    const kept = new Set(trades.map((row) => row.buyTxId));
    expect(older.some((row) => kept.has(row.buyTxId))).toBe(false);
  });
});

describe('market.metrics', () => {
  it('exist for most tokens, never for SWAP.HIVE', () => {
    expect(metrics.length).toBeGreaterThan(tokens.length * 0.75);
    expect(metrics.some((row) => row.symbol === 'SWAP.HIVE')).toBe(false);
  });

  it('have the real shape', () => {
    for (const row of metrics) {
      expectShape(row, {
        symbol: 'string', volume: 'string', volumeExpiration: 'number', lastPrice: 'string', lowestAsk: 'string', highestBid: 'string',
        lastDayPrice: 'string', lastDayPriceExpiration: 'number', priceChangeHive: 'string', priceChangePercent: 'string',
      });
      expect(row.priceChangePercent).toMatch(/^(0%|-?\d+\.\d{2}%)$/);
    }
  });

  it('end on the last trade of each symbol and quote the books\' best prices', () => {
    const buys = rowsOf(seed, 'market', 'buyBook');
    const sells = rowsOf(seed, 'market', 'sellBook');
    for (const row of metrics) {
      const own = trades.filter((trade) => trade.symbol === row.symbol);
      const last = own[own.length - 1];
      expect(row.lastPrice).toBe(last.price);
      expect(row.volumeExpiration).toBe((last.timestamp as number) + DAY);
      const bids = buys.filter((order) => order.symbol === row.symbol).map((order) => order.price as string);
      const asks = sells.filter((order) => order.symbol === row.symbol).map((order) => order.price as string);
      expect(row.highestBid).toBe(BigNumber.max(...bids).toFixed(8));
      expect(row.lowestAsk).toBe(BigNumber.min(...asks).toFixed(8));
    }
  });

  it('hold the volume of the trades left in tradesHistory', () => {
    for (const row of metrics) {
      const kept = trades.filter((trade) => trade.symbol === row.symbol).reduce((sum, trade) => sum.plus(trade.volume as string), new BigNumber(0));
      expect(row.volume).toBe(kept.toFixed(8));
    }
  });

  it('include stale rows whose 24 h volume has expired and fresh ones that have not', () => {
    expect(metrics.some((row) => (row.volumeExpiration as number) < clockStart)).toBe(true);
    expect(metrics.some((row) => (row.volumeExpiration as number) > clockStart && new BigNumber(row.volume as string).gt(0))).toBe(true);
    expect(metrics.some((row) => (row.priceChangePercent as string).startsWith('-'))).toBe(true);
  });
});
