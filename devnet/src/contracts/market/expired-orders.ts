import type { ContractApi } from '../../chain/contract-api';
import { blockTimeSeconds } from '../shared/block-time';
import { HIVE_PEGGED_SYMBOL } from '../shared/constants';
import { transferFromThisContract } from '../shared/token-transfers';
import type { TypedTable } from '../shared/typed-table';
import { refreshHighestBid, refreshLowestAsk } from './metrics';
import { buyBook, sellBook, type OrderType, type SellOrder } from './rows';

interface ExpirySide<T extends SellOrder> {
  type: OrderType;
  table: TypedTable<T>;
  /** What the order locked: [symbol, quantity]. */
  locked(order: T): [string, string];
  /** Quirk kept from the real contract: it refreshes the OTHER side's metric. */
  refreshMetric(api: ContractApi, symbol: string): void;
}

function purge<T extends SellOrder>(api: ContractApi, side: ExpirySide<T>): void {
  const expired = { expiration: { $lte: blockTimeSeconds(api) } };
  for (let orders = side.table.find(expired); orders.length > 0; orders = side.table.find(expired)) {
    for (const order of orders) {
      const [symbol, quantity] = side.locked(order);
      transferFromThisContract(api, order.account, symbol, quantity);
      side.table.remove(order);
      api.emit('orderExpired', { type: side.type, txId: order.txId });
      side.refreshMetric(api, order.symbol);
    }
  }
}

/** Lazy expiry: removes the expired buy orders of ALL symbols, refunding their SWAP.HIVE. */
export function purgeExpiredBuyOrders(api: ContractApi): void {
  purge(api, {
    type: 'buy',
    table: buyBook(api),
    locked: (order) => [HIVE_PEGGED_SYMBOL, order.tokensLocked],
    refreshMetric: refreshLowestAsk,
  });
}

/** Lazy expiry: removes the expired sell orders of ALL symbols, returning their tokens. */
export function purgeExpiredSellOrders(api: ContractApi): void {
  purge(api, {
    type: 'sell',
    table: sellBook(api),
    locked: (order) => [order.symbol, order.quantity],
    refreshMetric: refreshHighestBid,
  });
}
