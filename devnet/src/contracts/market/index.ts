import type { ContractDefinition, TableSpec } from '../../chain/contract-api';
import { cancel } from './cancel';
import { marketBuy } from './market-buy';
import { marketSell } from './market-sell';
import { buy, sell } from './place-limit-order';

const BOOK_INDEXES = ['symbol', 'account', 'priceDec', 'expiration', 'txId'];

const tables: TableSpec[] = [
  { name: 'buyBook', indexes: BOOK_INDEXES },
  { name: 'sellBook', indexes: BOOK_INDEXES },
  { name: 'tradesHistory', indexes: ['symbol'] },
  { name: 'metrics', indexes: ['symbol'] },
];

/** Limit / market order book of every token against SWAP.HIVE (reference §4). */
export const contract: ContractDefinition = {
  name: 'market',
  owner: 'null',
  tables,
  actions: {
    buy,
    sell,
    marketBuy,
    marketSell,
    cancel,
    // the real contract's tick does nothing (its body is commented out)
    tick: () => undefined,
  },
};
