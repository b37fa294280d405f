import type { ActionHandler } from '../../../chain/contract-api';
import { ACTIVE_KEY_REQUIRED } from '../../shared/constants';
import { burnUtilityFee, canPayUtilityFee } from '../../shared/utility-fee';
import { findNft } from '../../nft/tables';
import { MAX_NAME_LENGTH } from '../constants';
import { findManagedNft, hasEdition, managedNftsTable, readParams, typesTable } from '../tables';
import { isNonEmptyString, isNonNegativeInteger, isValidName } from '../validators';

export const INVALID_TYPE_NAME = `invalid type name: letters, numbers, whitespaces only, max length of ${MAX_NAME_LENGTH}`;

/** `addType`: the NFT's issuer adds an instance type to an edition, burning the type fee. */
export const addType: ActionHandler = (api, payload) => {
  const { nftSymbol, edition, category, rarity, team, name, isSignedWithActiveKey } = payload;
  const areParamsValid =
    api.assert(isSignedWithActiveKey === true, ACTIVE_KEY_REQUIRED) &&
    api.assert(isValidName(name), INVALID_TYPE_NAME) &&
    api.assert(
      isNonEmptyString(nftSymbol) && isNonNegativeInteger(edition) &&
        isNonNegativeInteger(category) && isNonNegativeInteger(rarity) && isNonNegativeInteger(team),
      'invalid params',
    );
  if (!areParamsValid) return;

  const nft = findNft(api, nftSymbol);
  if (!api.assert(nft !== null, 'NFT symbol must exist') || !api.assert(nft?.issuer === api.sender, 'not authorized to add a type')) return;
  const { typeAddFee } = readParams(api);
  if (!api.assert(canPayUtilityFee(api, typeAddFee), 'you must have enough tokens to cover the type add fee')) return;
  const managed = findManagedNft(api, nftSymbol);
  if (!api.assert(managed !== null, 'NFT not under management') || managed === null) return;
  if (!api.assert(hasEdition(managed, edition), 'edition not registered')) return;

  if (!burnUtilityFee(api, typeAddFee, isSignedWithActiveKey)) return;

  const mapping = managed.editionMapping[String(edition)];
  const typeId = mapping.nextTypeId;
  const row = typesTable(api).insert({ nft: nftSymbol, edition, typeId, category, rarity, team, name });
  mapping.nextTypeId = typeId + 1;
  managedNftsTable(api).update(managed);
  api.emit('addType', { nft: nftSymbol, edition, typeId, rowId: row._id });
};
