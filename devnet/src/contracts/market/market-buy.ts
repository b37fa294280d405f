import type { ActionHandler } from '../../chain/contract-api';
import { BigNumber } from '../shared/chain-number';
import { HIVE_PEGGED_SYMBOL } from '../shared/constants';
import { transferFromThisContract } from '../shared/token-transfers';
import { walkBook } from './book-walk';
import { HIVE_PEGGED_PRECISION } from './constants';
import { purgeExpiredSellOrders } from './expired-orders';
import { buyerCost } from './fill-amounts';
import { openMarketOrder } from './market-order-checks';
import { addVolume, refreshBookMetrics } from './metrics';
import { fillRestingSellOrder } from './resting-orders';
import { sellBook, type SellOrder } from './rows';
import { recordTrade } from './trades-history';

/**
 * `marketBuy {symbol, quantity}`: spends `quantity` SWAP.HIVE walking the sell book from the lowest
 * price; never rests, emits no `orderClosed`, returns what it could not spend.
 */
export const marketBuy: ActionHandler = (api, payload) => {
  const order = openMarketOrder(api, payload, 'buy');
  if (order === null) return;
  const { account, symbol, token } = order;
  const sells = sellBook(api);
  let hiveRemaining = order.quantity;
  let volumeTraded = new BigNumber(0);

  const trade = (sellOrder: SellOrder, quantity: string, volume: string) => {
    recordTrade(api, {
      type: 'buy', buyer: account, seller: sellOrder.account, symbol, quantity, price: sellOrder.price,
      volume, buyTxId: api.transactionId, sellTxId: sellOrder.txId,
    });
    volumeTraded = volumeTraded.plus(volume);
  };

  /** All the remaining SWAP.HIVE goes to this sell order; true when it left the book. */
  const spendRest = (sellOrder: SellOrder, tokens: string): boolean => {
    const sellCloses = fillRestingSellOrder(api, sellOrder, { taker: account, quantity: tokens, volume: hiveRemaining }, token.precision, false);
    trade(sellOrder, tokens, hiveRemaining);
    hiveRemaining = '0';
    return sellCloses;
  };

  const consumeSellOrder = (sellOrder: SellOrder): boolean => {
    const cost = buyerCost(sellOrder, sellOrder.quantity, hiveRemaining);
    fillRestingSellOrder(api, sellOrder, { taker: account, quantity: sellOrder.quantity, volume: cost }, token.precision, false);
    hiveRemaining = new BigNumber(hiveRemaining).minus(cost).toFixed(HIVE_PEGGED_PRECISION);
    trade(sellOrder, sellOrder.quantity, cost);
    return true;
  };

  purgeExpiredSellOrders(api);
  walkBook({
    table: sells,
    query: { symbol },
    descending: false,
    isDone: () => !new BigNumber(hiveRemaining).gt(0),
    visit: (sellOrder) => {
      const affordable = new BigNumber(hiveRemaining).dividedBy(sellOrder.price).toFixed(token.precision, BigNumber.ROUND_DOWN);
      if (!new BigNumber(affordable).gt(0)) return false;
      return new BigNumber(affordable).lte(sellOrder.quantity) ? spendRest(sellOrder, affordable) : consumeSellOrder(sellOrder);
    },
  });

  if (new BigNumber(hiveRemaining).gt(0)) transferFromThisContract(api, account, HIVE_PEGGED_SYMBOL, hiveRemaining);
  if (volumeTraded.gt(0)) addVolume(api, symbol, volumeTraded);
  refreshBookMetrics(api, symbol);
};
