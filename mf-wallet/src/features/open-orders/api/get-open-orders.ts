import { dataKeys, defineQuery } from '@tdx/data';
import { queries, readBySymbolSlices, sidechain } from '@tdx/api';
import type { BookOrder, Token } from '@tdx/contracts';
import { toOpenOrders, type OpenOrder } from '../utils/open-order';

export interface OpenOrders {
  orders: OpenOrder[];
  /** Precision of each ordered token, by symbol. */
  precisions: ReadonlyMap<string, number>;
}

/** The account's orders on both books of every symbol, newest first, with their tokens' precisions. */
export async function getOpenOrders(account: string): Promise<OpenOrders> {
  const [buys, sells] = await Promise.all([
    sidechain.findAll<BookOrder>('market', 'buyBook', { account }),
    sidechain.findAll<BookOrder>('market', 'sellBook', { account }),
  ]);
  const orders = toOpenOrders(buys, sells);
  const symbols = [...new Set(orders.map((order) => order.symbol))];
  const tokens: Token[] = await readBySymbolSlices(symbols, queries.getTokens);
  return { orders, precisions: new Map(tokens.map((token) => [token.symbol, token.precision])) };
}

export const openOrdersQuery = defineQuery({ key: (account: string) => [...dataKeys.account(account), 'open-orders'], fetch: getOpenOrders });
