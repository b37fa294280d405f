import type { ActionHandler } from '../../chain/contract-api';
import { ACTIVE_KEY_REQUIRED, HIVE_PEGGED_SYMBOL } from '../shared/constants';
import { transferFromThisContract } from '../shared/token-transfers';
import { actingAccount, hasActiveKey } from './actor';
import { refreshHighestBid, refreshLowestAsk } from './metrics';
import { buyBook, sellBook, type BuyOrder } from './rows';

const MAX_TX_ID_LENGTH = 50;

function lookupQuery(id: unknown): Record<string, unknown> | null {
  if (typeof id === 'string' && id.length < MAX_TX_ID_LENGTH) return { txId: id };
  if (typeof id === 'number' && Number.isInteger(id) && id > 0) return { _id: id };
  return null;
}

/**
 * `cancel {type, id}`: `id` is the order's txId or numeric `_id`. Returns what the order locked.
 * Someone else's order is ignored silently.
 */
export const cancel: ActionHandler = (api, payload) => {
  const { type, id } = payload;
  const account = actingAccount(api, payload.account);
  if (!api.assert(hasActiveKey(api, payload.isSignedWithActiveKey), ACTIVE_KEY_REQUIRED)
    || !api.assert((type === 'buy' || type === 'sell') && id, 'invalid params')) return;

  const table = type === 'buy' ? buyBook(api) : sellBook(api);
  const query = lookupQuery(id);
  const order = query === null ? null : table.findOne(query);
  if (!api.assert(order !== null, 'order does not exist or invalid params') || order === null || order.account !== account) return;

  if (type === 'buy') {
    transferFromThisContract(api, account, HIVE_PEGGED_SYMBOL, (order as BuyOrder).tokensLocked);
    table.remove(order);
    refreshHighestBid(api, order.symbol);
  } else {
    transferFromThisContract(api, account, order.symbol, order.quantity);
    table.remove(order);
    refreshLowestAsk(api, order.symbol);
  }
};
