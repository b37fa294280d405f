import type { ContractApi } from '../../chain/contract-api';
import { BigNumber } from '../shared/chain-number';
import { HIVE_PEGGED_SYMBOL } from '../shared/constants';
import { transferFromThisContract } from '../shared/token-transfers';
import { HIVE_PEGGED_PRECISION } from './constants';
import { isDust } from './fill-amounts';
import { buyBook, sellBook, type BuyOrder, type SellOrder } from './rows';

/**
 * The resting (maker) side of a fill, shared by limit and market orders: pays both parties out
 * of the contract, then shrinks the resting order or, when only dust is left, refunds that dust
 * and removes it. Limit-order matching announces the removal with `orderClosed`; market orders
 * do not. Each returns true when the order left the book.
 */

export interface Fill {
  /** The taker's account. */
  taker: string;
  /** Tokens traded. */
  quantity: string;
  /** SWAP.HIVE paid for them. */
  volume: string;
}

/** A resting sell order gives `quantity` tokens to the buying taker for `volume` SWAP.HIVE. */
export function fillRestingSellOrder(api: ContractApi, sellOrder: SellOrder, fill: Fill, tokenPrecision: number, announceClose: boolean): boolean {
  transferFromThisContract(api, fill.taker, sellOrder.symbol, fill.quantity);
  transferFromThisContract(api, sellOrder.account, HIVE_PEGGED_SYMBOL, fill.volume);
  const sellLeft = new BigNumber(sellOrder.quantity).minus(fill.quantity).toFixed(tokenPrecision);
  if (!isDust(sellOrder.price, sellLeft)) {
    sellBook(api).update({ ...sellOrder, quantity: sellLeft });
    return false;
  }
  if (new BigNumber(sellLeft).gt(0)) transferFromThisContract(api, sellOrder.account, sellOrder.symbol, sellLeft);
  if (announceClose) api.emit('orderClosed', { account: sellOrder.account, type: 'sell', txId: sellOrder.txId });
  sellBook(api).remove(sellOrder);
  return true;
}

/** A resting buy order takes `quantity` tokens from the selling taker for `volume` of its locked SWAP.HIVE. */
export function fillRestingBuyOrder(api: ContractApi, buyOrder: BuyOrder, fill: Fill, tokenPrecision: number, announceClose: boolean): boolean {
  transferFromThisContract(api, buyOrder.account, buyOrder.symbol, fill.quantity);
  transferFromThisContract(api, fill.taker, HIVE_PEGGED_SYMBOL, fill.volume);
  const buyLeft = new BigNumber(buyOrder.quantity).minus(fill.quantity).toFixed(tokenPrecision);
  const lockLeft = new BigNumber(buyOrder.tokensLocked).minus(fill.volume).toFixed(HIVE_PEGGED_PRECISION);
  if (!isDust(buyOrder.price, buyLeft)) {
    buyBook(api).update({ ...buyOrder, quantity: buyLeft, tokensLocked: lockLeft });
    return false;
  }
  if (new BigNumber(lockLeft).gt(0)) transferFromThisContract(api, buyOrder.account, HIVE_PEGGED_SYMBOL, lockLeft);
  if (announceClose) api.emit('orderClosed', { account: buyOrder.account, type: 'buy', txId: buyOrder.txId });
  buyBook(api).remove(buyOrder);
  return true;
}
