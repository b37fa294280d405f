import type { ActionHandler } from '../../chain/contract-api';
import { BigNumber } from '../shared/chain-number';
import { transferFromThisContract } from '../shared/token-transfers';
import { walkBook } from './book-walk';
import { purgeExpiredBuyOrders } from './expired-orders';
import { sellerProceeds } from './fill-amounts';
import { openMarketOrder } from './market-order-checks';
import { addVolume, refreshBookMetrics } from './metrics';
import { fillRestingBuyOrder } from './resting-orders';
import { buyBook, type BuyOrder } from './rows';
import { recordTrade } from './trades-history';

/**
 * `marketSell {symbol, quantity}`: sells `quantity` tokens walking the buy book from the highest
 * price; never rests, emits no `orderClosed`, returns the unsold tokens.
 */
export const marketSell: ActionHandler = (api, payload) => {
  const order = openMarketOrder(api, payload, 'sell');
  if (order === null) return;
  const { account, symbol, token } = order;
  const buys = buyBook(api);
  let tokensRemaining = order.quantity;
  let volumeTraded = new BigNumber(0);

  const canFill = (proceeds: string) => api.assert(new BigNumber(proceeds).gt(0) && new BigNumber(tokensRemaining).gt(0), 'the order cannot be filled');
  const trade = (buyOrder: BuyOrder, quantity: string, volume: string) => {
    recordTrade(api, {
      type: 'sell', buyer: buyOrder.account, seller: account, symbol, quantity, price: buyOrder.price,
      volume, buyTxId: buyOrder.txId, sellTxId: api.transactionId,
    });
    volumeTraded = volumeTraded.plus(volume);
  };

  /** Sells `quantity` of the remaining tokens to this buy order; true when it left the book. */
  const sellTo = (buyOrder: BuyOrder, quantity: string): boolean => {
    const proceeds = sellerProceeds(buyOrder, quantity);
    if (!canFill(proceeds)) return false;
    const buyCloses = fillRestingBuyOrder(api, buyOrder, { taker: account, quantity, volume: proceeds }, token.precision, false);
    tokensRemaining = new BigNumber(tokensRemaining).minus(quantity).toFixed(token.precision);
    trade(buyOrder, quantity, proceeds);
    return buyCloses;
  };

  purgeExpiredBuyOrders(api);
  walkBook({
    table: buys,
    query: { symbol },
    descending: true,
    isDone: () => !new BigNumber(tokensRemaining).gt(0),
    visit: (buyOrder) => sellTo(buyOrder, new BigNumber(tokensRemaining).lte(buyOrder.quantity) ? tokensRemaining : buyOrder.quantity),
  });

  if (new BigNumber(tokensRemaining).gt(0)) transferFromThisContract(api, account, symbol, tokensRemaining);
  if (volumeTraded.gt(0)) addVolume(api, symbol, volumeTraded);
  refreshBookMetrics(api, symbol);
};
