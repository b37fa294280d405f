import type { ActionHandler, ContractApi } from '../../chain/contract-api';
import { blockTimeSeconds } from '../shared/block-time';
import { BigNumber } from '../shared/chain-number';
import { HIVE_PEGGED_SYMBOL } from '../shared/constants';
import { isTransferVerified, transferToThisContract } from '../shared/token-transfers';
import { HIVE_PEGGED_PRECISION, MAX_EXPIRATION_SECONDS } from './constants';
import { checkLimitOrder, type LimitOrder } from './limit-order-checks';
import { matchTakerBuy } from './match-taker-buy';
import { matchTakerSell } from './match-taker-sell';
import { buyBook, sellBook, type SellOrderFields } from './rows';

/** Locks what the order needs in the contract; false when the tokens contract did not move it. */
function lock(api: ContractApi, order: LimitOrder, symbol: string, quantity: string): boolean {
  const result = transferToThisContract(api, order.account, symbol, quantity);
  return isTransferVerified(result, { event: 'transferToContract', from: order.account, to: api.contractName, symbol, quantity });
}

/** The fields both books store (`tokensLocked` sits between `priceDec` and `expiration` in buy rows). */
function bookFields(api: ContractApi, order: LimitOrder): Omit<SellOrderFields, 'expiration'> {
  const price = new BigNumber(order.price).toFixed(HIVE_PEGGED_PRECISION);
  return {
    txId: order.txId,
    timestamp: blockTimeSeconds(api),
    account: order.account,
    symbol: order.symbol,
    quantity: new BigNumber(order.quantity).toFixed(order.token.precision),
    price,
    priceDec: { $numberDecimal: price },
  };
}

function expirationOf(api: ContractApi, order: LimitOrder): number {
  const lifetime = order.expiration === undefined || order.expiration > MAX_EXPIRATION_SECONDS
    ? MAX_EXPIRATION_SECONDS
    : order.expiration;
  return blockTimeSeconds(api) + lifetime;
}

/** `buy {symbol, quantity, price, expiration?}`: locks price × quantity SWAP.HIVE (rounded up), then matches. */
export const buy: ActionHandler = (api, payload) => {
  const order = checkLimitOrder(api, payload);
  if (order === null) return;
  const tokensLocked = new BigNumber(order.price).times(order.quantity).toFixed(HIVE_PEGGED_PRECISION, BigNumber.ROUND_UP);
  if (!lock(api, order, HIVE_PEGGED_SYMBOL, tokensLocked)) return;

  const row = buyBook(api).insert({ ...bookFields(api, order), tokensLocked, expiration: expirationOf(api, order) });
  matchTakerBuy(api, row, order.token.precision);
};

/** `sell {symbol, quantity, price, expiration?}`: locks the tokens, then matches. */
export const sell: ActionHandler = (api, payload) => {
  const order = checkLimitOrder(api, payload);
  if (order === null || !lock(api, order, order.symbol, order.quantity)) return;

  const row = sellBook(api).insert({ ...bookFields(api, order), expiration: expirationOf(api, order) });
  matchTakerSell(api, row, order.token.precision);
};
