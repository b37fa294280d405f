import type { ActionHandler } from '../../../chain/contract-api';
import { ACTIVE_KEY_REQUIRED } from '../../shared/constants';
import { findNft } from '../../nft/tables';
import { findManagedNft, typesTable } from '../tables';
import { isNonEmptyString, isNonNegativeInteger } from '../validators';

/** `deleteType`: the issuer removes a type while no instance of the NFT circulates (unknown type: silent). */
export const deleteType: ActionHandler = (api, payload) => {
  const { nftSymbol, edition, typeId, isSignedWithActiveKey } = payload;
  const areParamsValid =
    api.assert(isSignedWithActiveKey === true, ACTIVE_KEY_REQUIRED) &&
    api.assert(isNonEmptyString(nftSymbol) && isNonNegativeInteger(typeId) && isNonNegativeInteger(edition), 'invalid params');
  if (!areParamsValid) return;

  const nft = findNft(api, nftSymbol);
  const isAllowed =
    api.assert(nft !== null, 'NFT symbol must exist') &&
    api.assert(nft?.issuer === api.sender, 'not authorized to delete types') &&
    api.assert(nft?.circulatingSupply === 0, 'NFT instances must not be in circulation') &&
    api.assert(findManagedNft(api, nftSymbol) !== null, 'NFT not under management');
  if (!isAllowed) return;

  const type = typesTable(api).findOne({ nft: nftSymbol, edition, typeId });
  if (type === null) return;
  typesTable(api).remove(type);
  api.emit('deleteType', { nft: nftSymbol, edition, typeId });
};
