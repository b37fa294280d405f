import type { ActionHandler } from '../../../chain/contract-api';
import { findInstances, findNft } from '../../nft/tables';
import { blockTimeMs } from '../../shared/block-time';
import { isNumericString, toBigNumber } from '../../shared/chain-number';
import { ACTIVE_KEY_REQUIRED } from '../../shared/constants';
import { MAX_BASIS_POINTS, MAX_NUM_UNITS_OPERABLE, NFTMARKET_CONTRACT } from '../constants';
import { groupingOf, OpenInterestChanges } from '../open-interest';
import { validatedPrice } from '../price';
import { findMarketParams, isMarketEnabled, sellBookName } from '../tables';
import type { SellOrder } from '../types';

/**
 * `sell`: moves the instances into the nftmarket contract (nft `transfer`) and lists one order
 * per instance that actually moved; the others are skipped silently.
 */
export const sell: ActionHandler = (api, payload) => {
  const { symbol, nfts, price, priceSymbol, fee, isSignedWithActiveKey } = payload;
  if (!api.assert(typeof symbol === 'string' && symbol !== '', 'invalid params')) return;
  const isValid =
    api.assert(isSignedWithActiveKey === true, ACTIVE_KEY_REQUIRED) &&
    api.assert(
      Array.isArray(nfts) && typeof priceSymbol === 'string' && priceSymbol !== '' && isNumericString(price) &&
        typeof fee === 'number' && Number.isInteger(fee) && fee >= 0 && fee <= MAX_BASIS_POINTS,
      'invalid params',
    ) &&
    api.assert(nfts.length <= MAX_NUM_UNITS_OPERABLE, `cannot sell more than ${MAX_NUM_UNITS_OPERABLE} NFT instances at once`) &&
    api.assert(isMarketEnabled(api, symbol), 'market not enabled for symbol');
  if (!isValid) return;
  const nft = findNft(api, symbol);
  if (!api.assert(nft !== null && nft.groupBy.length > 0, 'market grouping not set') || nft === null) return;
  const params = findMarketParams(api, symbol);
  if (params?.minFee !== undefined && !api.assert(fee >= params.minFee, `fee must be >= ${params.minFee}`)) return;
  const finalPrice = validatedPrice(api, price, priceSymbol);
  if (finalPrice === null) return;

  const result = api.executeSmartContract('nft', 'transfer', {
    fromType: 'user',
    to: NFTMARKET_CONTRACT,
    toType: 'contract',
    nfts: [{ symbol, ids: nfts }],
    isSignedWithActiveKey,
  });
  if (!result.events) return;
  const movedIds = result.events
    .filter(
      ({ contract, event, data }) =>
        contract === 'nft' && event === 'transfer' && data.from === api.sender && data.fromType === 'u' &&
        data.to === NFTMARKET_CONTRACT && data.toType === 'c' && data.symbol === symbol,
    )
    .map(({ data }) => String(data.id));
  const instances = findInstances(api, symbol, movedIds.map((id) => toBigNumber(id).toNumber()));
  const instanceById = new Map(instances.map((instance) => [instance._id, instance]));

  const timestamp = blockTimeMs(api);
  const openInterest = new OpenInterestChanges(nft.groupBy);
  for (const nftId of movedIds) {
    const instance = instanceById.get(toBigNumber(nftId).toNumber());
    const grouping = instance ? groupingOf(instance, nft.groupBy) : {};
    const order: SellOrder = {
      account: String(api.sender),
      ownedBy: 'u',
      nftId,
      grouping,
      timestamp,
      price: finalPrice,
      priceDec: { $numberDecimal: finalPrice },
      priceSymbol,
      fee,
    };
    const inserted = api.table(sellBookName(symbol)).insert(order);
    api.emit('sellOrder', {
      account: order.account, ownedBy: order.ownedBy, symbol, nftId, timestamp,
      price: finalPrice, priceSymbol, fee, orderId: inserted._id,
    });
    openInterest.add(grouping, 1);
  }
  openInterest.apply(api, symbol, priceSymbol);
};
