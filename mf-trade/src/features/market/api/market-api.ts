import { queries, sidechain } from '@tdx/api';
import type { Balance, Metric, Token, Trade } from '@tdx/contracts';
import type { BookOrder, OpenOrder, OrderSide } from '../model/types';

/** Trades shown (spec §7: newest first, 100). */
export const TRADES_LIMIT = 100;
export const HIVE_SYMBOL = 'SWAP.HIVE';

const bookTable = (side: OrderSide) => (side === 'buy' ? 'buyBook' : 'sellBook');

/** The market's one metrics row (`null` for a token never traded). */
export function fetchMetric(symbol: string): Promise<Metric | null> {
  return sidechain.findOne<Metric>('market', 'metrics', { symbol });
}

/** `limit` orders of one side from `offset`, by the `priceDec` index (bids descending, asks ascending). */
export function fetchBook(symbol: string, side: OrderSide, offset: number, limit: number): Promise<BookOrder[]> {
  return sidechain.find<BookOrder>('market', bookTable(side), { symbol }, {
    limit,
    offset,
    indexes: [{ index: 'priceDec', descending: side === 'buy' }],
  });
}

/** Trades newer than `afterId` (all of the last 100 when undefined), newest first. */
export function fetchTradesAfter(symbol: string, afterId?: number): Promise<Trade[]> {
  const query = afterId === undefined ? { symbol } : { symbol, _id: { $gt: afterId } };
  return sidechain.find<Trade>('market', 'tradesHistory', query, { limit: TRADES_LIMIT, indexes: [{ index: '_id', descending: true }] });
}

/** The account's orders of one symbol on both sides. */
export async function fetchOpenOrders(account: string, symbol: string): Promise<OpenOrder[]> {
  const sides: OrderSide[] = ['buy', 'sell'];
  const books = await Promise.all(sides.map((side) => sidechain.find<BookOrder>('market', bookTable(side), { account, symbol }, { limit: 1000 })));
  return books.flatMap((orders, index) => orders.map((order) => ({ ...order, side: sides[index] })));
}

export interface TradingBalances {
  hive: string;
  token: string;
}

/** The SWAP.HIVE and token balances of an account, in one request. */
export async function fetchTradingBalances(account: string, symbol: string): Promise<TradingBalances> {
  const rows = await sidechain.find<Balance>('tokens', 'balances', { account, symbol: { $in: [HIVE_SYMBOL, symbol] } });
  const balanceOf = (wanted: string) => rows.find((row) => row.symbol === wanted)?.balance ?? '0';
  return { hive: balanceOf(HIVE_SYMBOL), token: balanceOf(symbol) };
}

/** One token definition, `null` when unknown (the tradable-token guard's read of it, when recent). */
export function fetchToken(symbol: string): Promise<Token | null> {
  return queries.getToken(symbol);
}
