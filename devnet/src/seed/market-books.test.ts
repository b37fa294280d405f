import BigNumber from 'bignumber.js';
import { DEV_ACCOUNTS } from '../accounts';
import { toSeconds } from './clock';
import { ORDER_LIFETIME_SECONDS } from './market-books';
import { MAX_OPEN_ORDERS_PER_ACCOUNT } from './order-accounts';
import { TEST_SEED_START_MS, atPrecision, expectShape, rowsOf, seedAtScaleOne, tableOf } from './test-support';

const seed = seedAtScaleOne();
const buys = rowsOf(seed, 'market', 'buyBook');
const sells = rowsOf(seed, 'market', 'sellBook');
const precisionOf = new Map(rowsOf(seed, 'tokens', 'tokens').map((row) => [row.symbol as string, row.precision as number]));
const clockStart = toSeconds(TEST_SEED_START_MS);
const ORDER_FIELDS = {
  txId: 'string', timestamp: 'number', account: 'string', symbol: 'string', quantity: 'string', price: 'string', priceDec: 'decimal128', expiration: 'number',
} as const;

function bestBid(symbol: string): BigNumber {
  return BigNumber.max(...buys.filter((row) => row.symbol === symbol).map((row) => row.price as string));
}

function bestAsk(symbol: string): BigNumber {
  return BigNumber.min(...sells.filter((row) => row.symbol === symbol).map((row) => row.price as string));
}

describe('market books', () => {
  it('declare the real indexes', () => {
    for (const name of ['buyBook', 'sellBook']) {
      expect(tableOf(seed, 'market', name).spec.indexes).toEqual(['symbol', 'account', 'priceDec', 'expiration', 'txId']);
    }
  });

  it('have the real order shapes', () => {
    for (const row of buys) expectShape(row, { ...ORDER_FIELDS, tokensLocked: 'string' });
    for (const row of sells) expectShape(row, ORDER_FIELDS);
  });

  it('store quantities at token precision, prices at 8 decimals, priceDec equal to price', () => {
    for (const row of [...buys, ...sells]) {
      expect(row.quantity).toMatch(atPrecision(precisionOf.get(row.symbol as string) ?? -1));
      expect(row.price).toMatch(atPrecision(8));
      expect(row.priceDec).toEqual({ $numberDecimal: row.price });
      expect(new BigNumber(row.price as string).gt(0)).toBe(true);
      expect(row.symbol).not.toBe('SWAP.HIVE');
    }
  });

  it('lock price × quantity rounded up on buys (never below 0.00000001)', () => {
    for (const row of buys) {
      const expected = new BigNumber(row.price as string).times(row.quantity as string).decimalPlaces(8, BigNumber.ROUND_UP);
      expect(row.tokensLocked).toBe(expected.toFixed(8));
      expect(expected.gte('0.00000001')).toBe(true);
    }
  });

  it('keep every order alive for at most 30 days after placing, all expiring after the clock start', () => {
    for (const row of [...buys, ...sells]) {
      expect(row.timestamp as number).toBeLessThan(clockStart);
      expect(row.expiration as number).toBeGreaterThan(clockStart);
      expect((row.expiration as number) - (row.timestamp as number)).toBeLessThanOrEqual(ORDER_LIFETIME_SECONDS);
    }
  });

  it('are inserted oldest first, so _id order is time order', () => {
    for (const rows of [buys, sells]) {
      const times = rows.map((row) => row.timestamp as number);
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  });

  it('never cross: the best bid is below the best ask for every symbol', () => {
    const symbols = new Set([...buys, ...sells].map((row) => row.symbol as string));
    for (const symbol of symbols) expect({ symbol, crossed: bestBid(symbol).gte(bestAsk(symbol)) }).toEqual({ symbol, crossed: false });
  });

  it('keep every account within the open-orders cap', () => {
    const counts = new Map<string, number>();
    for (const row of [...buys, ...sells]) counts.set(row.account as string, (counts.get(row.account as string) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(MAX_OPEN_ORDERS_PER_ACCOUNT);
  });

  it('hold open buy and sell orders of every dev account', () => {
    for (const account of DEV_ACCOUNTS) {
      expect(buys.some((row) => row.account === account)).toBe(true);
      expect(sells.some((row) => row.account === account)).toBe(true);
    }
  });

  it('use unique transaction ids', () => {
    const ids = [...buys, ...sells].map((row) => row.txId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
