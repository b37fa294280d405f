import type { ActionHandler } from '../../../chain/contract-api';
import { findNft } from '../../nft/tables';
import { ACTIVE_KEY_REQUIRED } from '../../shared/constants';
import { NFTMARKET_CONTRACT } from '../constants';
import { isValidIdList } from '../id-list';
import { OpenInterestChanges } from '../open-interest';
import { priceSymbolOfOwnOrders } from '../own-orders';
import { findOrders, isMarketEnabled, sellBookName } from '../tables';

/** `cancel`: returns the instances to the seller; only orders whose NFT came back are removed. */
export const cancel: ActionHandler = (api, payload) => {
  const { symbol, nfts, isSignedWithActiveKey } = payload;
  if (!api.assert(typeof symbol === 'string' && symbol !== '', 'invalid params')) return;
  const isValid =
    api.assert(isSignedWithActiveKey === true, ACTIVE_KEY_REQUIRED) &&
    isValidIdList(api, nfts) &&
    api.assert(isMarketEnabled(api, symbol), 'market not enabled for symbol');
  if (!isValid) return;
  const nft = findNft(api, symbol);
  if (!api.assert(nft !== null && nft.groupBy.length > 0, 'market grouping not set') || nft === null) return;
  const orders = findOrders(api, symbol, nfts);
  if (orders.length === 0) return;
  const priceSymbol = priceSymbolOfOwnOrders(api, orders);
  if (priceSymbol === null) return;

  const result = api.executeSmartContract('nft', 'transfer', {
    fromType: 'contract',
    to: api.sender,
    toType: 'user',
    nfts: [{ symbol, ids: orders.map((order) => order.nftId) }],
    isSignedWithActiveKey,
  });
  if (!result.events) return;
  const orderById = new Map(orders.map((order) => [order.nftId, order]));
  const openInterest = new OpenInterestChanges(nft.groupBy);
  for (const { contract, event, data } of result.events) {
    const isReturned =
      contract === 'nft' && event === 'transfer' && data.from === NFTMARKET_CONTRACT && data.fromType === 'c' &&
      data.to === api.sender && data.toType === 'u' && data.symbol === symbol;
    const order = isReturned ? orderById.get(String(data.id)) : undefined;
    if (!order) continue;
    api.table(sellBookName(symbol)).remove(order);
    api.emit('cancelOrder', {
      account: order.account, ownedBy: order.ownedBy, symbol, nftId: order.nftId, timestamp: order.timestamp,
      price: order.price, priceSymbol: order.priceSymbol, fee: order.fee, orderId: order._id,
    });
    openInterest.add(order.grouping, -1);
  }
  openInterest.apply(api, symbol, priceSymbol);
};
