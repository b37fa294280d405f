import type { ActionHandler } from '../../../chain/contract-api';
import { findNft } from '../../nft/tables';
import { ACTIVE_KEY_REQUIRED } from '../../shared/constants';
import { marketTableSpecs, sellBookName } from '../tables';

/** `enableMarket`: the NFT's issuer creates its sellBook, openInterest and tradesHistory tables. */
export const enableMarket: ActionHandler = (api, payload) => {
  const { symbol, isSignedWithActiveKey } = payload;
  const isValid =
    api.assert(isSignedWithActiveKey === true, ACTIVE_KEY_REQUIRED) &&
    api.assert(typeof symbol === 'string' && symbol !== '', 'invalid params');
  if (!isValid) return;
  const nft = findNft(api, symbol);
  const canEnable =
    api.assert(nft !== null, 'symbol does not exist') &&
    api.assert(nft?.issuer === api.sender, 'must be the issuer') &&
    api.assert(!api.tableExists(sellBookName(symbol)), 'market already enabled');
  if (!canEnable) return;
  marketTableSpecs(symbol).forEach((spec) => api.createTable(spec));
  api.emit('enableMarket', { symbol });
};
