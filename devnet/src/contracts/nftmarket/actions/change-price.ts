import type { ActionHandler } from '../../../chain/contract-api';
import { isNumericString } from '../../shared/chain-number';
import { ACTIVE_KEY_REQUIRED } from '../../shared/constants';
import { isValidIdList } from '../id-list';
import { priceSymbolOfOwnOrders } from '../own-orders';
import { validatedPrice } from '../price';
import { findOrders, isMarketEnabled, sellBookName } from '../tables';

/** `changePrice`: the seller reprices orders (price symbol unchanged). Unknown ids are ignored. */
export const changePrice: ActionHandler = (api, payload) => {
  const { symbol, nfts, price, isSignedWithActiveKey } = payload;
  if (!api.assert(typeof symbol === 'string' && symbol !== '', 'invalid params')) return;
  const isValid =
    api.assert(isSignedWithActiveKey === true, ACTIVE_KEY_REQUIRED) &&
    isValidIdList(api, nfts) &&
    api.assert(isNumericString(price), 'invalid params') &&
    api.assert(isMarketEnabled(api, symbol), 'market not enabled for symbol');
  if (!isValid) return;
  const orders = findOrders(api, symbol, nfts);
  if (orders.length === 0) return;
  const priceSymbol = priceSymbolOfOwnOrders(api, orders);
  if (priceSymbol === null) return;
  const finalPrice = validatedPrice(api, price, priceSymbol);
  if (finalPrice === null) return;
  for (const order of orders) {
    const oldPrice = order.price;
    order.price = finalPrice;
    order.priceDec = { $numberDecimal: finalPrice };
    api.table(sellBookName(symbol)).update(order);
    api.emit('changePrice', {
      symbol, nftId: order.nftId, oldPrice, newPrice: finalPrice, priceSymbol: order.priceSymbol, orderId: order._id,
    });
  }
};
