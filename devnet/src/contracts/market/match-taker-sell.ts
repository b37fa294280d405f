import type { ContractApi } from '../../chain/contract-api';
import { BigNumber } from '../shared/chain-number';
import { transferFromThisContract } from '../shared/token-transfers';
import { walkBook } from './book-walk';
import { purgeExpiredBuyOrders } from './expired-orders';
import { isDust, sellerProceeds } from './fill-amounts';
import { addVolume, refreshBookMetrics } from './metrics';
import { fillRestingBuyOrder } from './resting-orders';
import { buyBook, sellBook, type BuyOrder, type SellOrder } from './rows';
import { recordTrade } from './trades-history';

/** Matches a freshly inserted limit sell against the buy book at the resting orders' prices (reference §4.3). */
export function matchTakerSell(api: ContractApi, sellOrder: SellOrder, tokenPrecision: number): void {
  const { account, symbol } = sellOrder;
  const buys = buyBook(api);
  const sells = sellBook(api);
  let volumeTraded = new BigNumber(0);

  const canFill = (proceeds: string) => api.assert(new BigNumber(proceeds).gt(0) && new BigNumber(sellOrder.quantity).gt(0), 'the order cannot be filled');
  const closeSellOrder = () => {
    sellOrder.quantity = '0';
    sells.remove(sellOrder);
    api.emit('orderClosed', { account: sellOrder.account, type: 'sell', txId: sellOrder.txId });
  };
  const trade = (buyOrder: BuyOrder, quantity: string, volume: string) => {
    recordTrade(api, {
      type: 'sell', buyer: buyOrder.account, seller: account, symbol, quantity, price: buyOrder.price,
      volume, buyTxId: buyOrder.txId, sellTxId: sellOrder.txId,
    });
    volumeTraded = volumeTraded.plus(volume);
  };

  /** The sell order is completely filled by this buy order; true when the buy order left the book. */
  const fillSellOrder = (buyOrder: BuyOrder): boolean => {
    const proceeds = sellerProceeds(buyOrder, sellOrder.quantity);
    if (!canFill(proceeds)) return false;
    const buyCloses = fillRestingBuyOrder(api, buyOrder, { taker: account, quantity: sellOrder.quantity, volume: proceeds }, tokenPrecision, true);
    trade(buyOrder, sellOrder.quantity, proceeds);
    closeSellOrder();
    return buyCloses;
  };

  /** This buy order is used up and the sell order has more to sell. */
  const consumeBuyOrder = (buyOrder: BuyOrder): boolean => {
    const proceeds = sellerProceeds(buyOrder, buyOrder.quantity);
    if (!canFill(proceeds)) return false;
    fillRestingBuyOrder(api, buyOrder, { taker: account, quantity: buyOrder.quantity, volume: proceeds }, tokenPrecision, true);

    sellOrder.quantity = new BigNumber(sellOrder.quantity).minus(buyOrder.quantity).toFixed(tokenPrecision);
    if (isDust(sellOrder.price, sellOrder.quantity)) {
      if (new BigNumber(sellOrder.quantity).gt(0)) transferFromThisContract(api, account, symbol, sellOrder.quantity);
      closeSellOrder();
    }
    trade(buyOrder, buyOrder.quantity, proceeds);
    return true;
  };

  purgeExpiredBuyOrders(api);
  walkBook({
    table: buys,
    query: { symbol, priceDec: { $gte: sellOrder.priceDec } },
    descending: true,
    isDone: () => !new BigNumber(sellOrder.quantity).gt(0),
    visit: (buyOrder) => (new BigNumber(sellOrder.quantity).lte(buyOrder.quantity)
      ? fillSellOrder(buyOrder)
      : consumeBuyOrder(buyOrder)),
  });

  if (new BigNumber(sellOrder.quantity).gt(0)) sells.update(sellOrder);
  if (volumeTraded.gt(0)) addVolume(api, symbol, volumeTraded);
  refreshBookMetrics(api, symbol);
}
