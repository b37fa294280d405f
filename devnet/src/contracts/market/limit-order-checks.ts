import type { ContractApi } from '../../chain/contract-api';
import { BigNumber, countDecimals, isNumericString } from '../shared/chain-number';
import { ACTIVE_KEY_REQUIRED, HIVE_PEGGED_SYMBOL } from '../shared/constants';
import { findToken } from '../shared/token-tables';
import type { TokenRow } from '../tokens/rows';
import { actingAccount, actingTxId, hasActiveKey, isBlacklistedTrader } from './actor';
import { HIVE_PEGGED_PRECISION, MAX_OPEN_ORDERS, MIN_HIVE_AMOUNT } from './constants';
import { buyBook, sellBook } from './rows';

export interface LimitOrder {
  account: string;
  txId: string;
  symbol: string;
  /** As sent (not normalised). */
  quantity: string;
  price: string;
  /** Seconds from now, when given. */
  expiration?: number;
  token: TokenRow;
}

function isValidExpiration(expiration: unknown): boolean {
  return expiration === undefined
    || (typeof expiration === 'number' && Number.isInteger(expiration) && expiration > 0);
}

function countOpenOrders(api: ContractApi, account: string): number {
  const options = { limit: MAX_OPEN_ORDERS };
  return buyBook(api).find({ account }, options).length + sellBook(api).find({ account }, options).length;
}

/** The checks `buy` and `sell` share, in the real contract's order; null when the action must stop. */
export function checkLimitOrder(api: ContractApi, payload: Record<string, unknown>): LimitOrder | null {
  const { symbol, quantity, price, expiration } = payload;
  const account = actingAccount(api, payload.account);
  const txId = actingTxId(api, payload.txId);
  if (isBlacklistedTrader(account)) return null;

  if (!api.assert(hasActiveKey(api, payload.isSignedWithActiveKey), ACTIVE_KEY_REQUIRED)
    || !api.assert(isNumericString(price)
      && typeof symbol === 'string' && symbol !== '' && symbol !== HIVE_PEGGED_SYMBOL
      && isNumericString(quantity)
      && typeof txId === 'string' && txId.length > 0
      && isValidExpiration(expiration), 'invalid params')
    || !api.assert(countOpenOrders(api, account) < MAX_OPEN_ORDERS, 'too many open orders')) return null;

  // the assert above guarantees these types
  const order = { account, txId, symbol, quantity, price, expiration } as Omit<LimitOrder, 'token'>;
  const token = findToken(api, order.symbol);
  if (!api.assert(token !== null
    && new BigNumber(order.price).gt(0)
    && countDecimals(order.price) <= HIVE_PEGGED_PRECISION
    && countDecimals(order.quantity) <= token.precision, 'invalid params')
    || !api.assert(new BigNumber(order.price).times(order.quantity).gte(MIN_HIVE_AMOUNT), 'order cannot be placed as it cannot be filled')) return null;

  return { ...order, token: token as TokenRow };
}
