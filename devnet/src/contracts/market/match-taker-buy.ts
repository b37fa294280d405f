import type { ContractApi } from '../../chain/contract-api';
import { BigNumber } from '../shared/chain-number';
import { HIVE_PEGGED_SYMBOL } from '../shared/constants';
import { transferFromThisContract } from '../shared/token-transfers';
import { walkBook } from './book-walk';
import { HIVE_PEGGED_PRECISION } from './constants';
import { purgeExpiredSellOrders } from './expired-orders';
import { buyerCost, isDust } from './fill-amounts';
import { addVolume, refreshBookMetrics } from './metrics';
import { fillRestingSellOrder } from './resting-orders';
import { buyBook, sellBook, type BuyOrder, type SellOrder } from './rows';
import { recordTrade } from './trades-history';

/** Matches a freshly inserted limit buy against the sell book at the resting orders' prices (reference §4.3). */
export function matchTakerBuy(api: ContractApi, buyOrder: BuyOrder, tokenPrecision: number): void {
  const { account, symbol } = buyOrder;
  const buys = buyBook(api);
  const sells = sellBook(api);
  let volumeTraded = new BigNumber(0);

  const canFill = (cost: string) => api.assert(new BigNumber(cost).gt(0) && new BigNumber(buyOrder.quantity).gt(0), 'the order cannot be filled');
  const closeBuyOrder = () => {
    buyOrder.quantity = '0';
    buys.remove(buyOrder);
    api.emit('orderClosed', { account: buyOrder.account, type: 'buy', txId: buyOrder.txId });
  };
  const trade = (sellOrder: SellOrder, quantity: string, volume: string) => {
    recordTrade(api, {
      type: 'buy', buyer: account, seller: sellOrder.account, symbol, quantity, price: sellOrder.price,
      volume, buyTxId: buyOrder.txId, sellTxId: sellOrder.txId,
    });
    volumeTraded = volumeTraded.plus(volume);
  };

  /** The buy order is completely filled by this sell order; true when the sell order left the book. */
  const fillBuyOrder = (sellOrder: SellOrder): boolean => {
    const cost = buyerCost(sellOrder, buyOrder.quantity, buyOrder.tokensLocked);
    if (!canFill(cost)) return false;
    const sellCloses = fillRestingSellOrder(api, sellOrder, { taker: account, quantity: buyOrder.quantity, volume: cost }, tokenPrecision, true);
    const unusedLock = new BigNumber(buyOrder.tokensLocked).minus(cost).toFixed(HIVE_PEGGED_PRECISION);
    if (new BigNumber(unusedLock).gt(0)) transferFromThisContract(api, account, HIVE_PEGGED_SYMBOL, unusedLock);
    trade(sellOrder, buyOrder.quantity, cost);
    closeBuyOrder();
    return sellCloses;
  };

  /** This sell order is used up and the buy order wants more. */
  const consumeSellOrder = (sellOrder: SellOrder): boolean => {
    const cost = buyerCost(sellOrder, sellOrder.quantity, buyOrder.tokensLocked);
    if (!canFill(cost)) return false;
    fillRestingSellOrder(api, sellOrder, { taker: account, quantity: sellOrder.quantity, volume: cost }, tokenPrecision, true);

    buyOrder.tokensLocked = new BigNumber(buyOrder.tokensLocked).minus(cost).toFixed(HIVE_PEGGED_PRECISION);
    buyOrder.quantity = new BigNumber(buyOrder.quantity).minus(sellOrder.quantity).toFixed(tokenPrecision);
    if (isDust(buyOrder.price, buyOrder.quantity)) {
      if (new BigNumber(buyOrder.tokensLocked).gt(0)) transferFromThisContract(api, account, HIVE_PEGGED_SYMBOL, buyOrder.tokensLocked);
      closeBuyOrder();
    }
    trade(sellOrder, sellOrder.quantity, cost);
    return true;
  };

  purgeExpiredSellOrders(api);
  walkBook({
    table: sells,
    query: { symbol, priceDec: { $lte: buyOrder.priceDec } },
    descending: false,
    isDone: () => !new BigNumber(buyOrder.quantity).gt(0),
    visit: (sellOrder) => (new BigNumber(buyOrder.quantity).lte(sellOrder.quantity)
      ? fillBuyOrder(sellOrder)
      : consumeSellOrder(sellOrder)),
  });

  if (new BigNumber(buyOrder.quantity).gt(0)) buys.update(buyOrder);
  if (volumeTraded.gt(0)) addVolume(api, symbol, volumeTraded);
  refreshBookMetrics(api, symbol);
}
