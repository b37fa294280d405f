import type { ActionHandler } from '../../../chain/contract-api';
import { ACTIVE_KEY_REQUIRED } from '../../shared/constants';
import { findNft, saveNft } from '../tables';
import { containsDuplicates, hasOwn } from '../validators';

/** `setGroupBy`: set once; nftmarket copies these properties into each order's `grouping`. */
export const setGroupBy: ActionHandler = (api, payload) => {
  const { symbol, properties, isSignedWithActiveKey } = payload;
  const isValid =
    api.assert(isSignedWithActiveKey === true, ACTIVE_KEY_REQUIRED) &&
    api.assert(typeof symbol === 'string' && symbol !== '' && Array.isArray(properties), 'invalid params');
  if (!isValid) return;
  const nft = findNft(api, symbol);
  if (!nft) return;
  const names = properties as unknown[];
  const canSet =
    api.assert(nft.issuer === api.sender, 'must be the issuer') &&
    api.assert(nft.groupBy.length === 0, 'list is already set') &&
    api.assert(names.length <= Object.keys(nft.properties).length, 'cannot set more data properties than NFT has') &&
    api.assert(!containsDuplicates(names), 'list cannot contain duplicates') &&
    names.every((name) => api.assert(typeof name === 'string' && name !== '' && hasOwn(nft.properties, name), 'data property must exist'));
  if (!canSet) return;
  nft.groupBy = names as string[];
  saveNft(api, nft);
};
