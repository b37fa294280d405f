import type { ActionHandler } from '../../../chain/contract-api';
import { ACTIVE_KEY_REQUIRED } from '../../shared/constants';
import { typesTable } from '../tables';
import { isNonEmptyString, isNonNegativeInteger, isValidName } from '../validators';
import { INVALID_TYPE_NAME } from './add-type';
import { applyChanges } from './changes';
import { managedEditionOfIssuer } from './issuer-edition';

const optionalIndex = (value: unknown): boolean => value === undefined || isNonNegativeInteger(value);

/** `updateType`: the issuer renames or re-traits a type, unless the edition made that field read-only. */
export const updateType: ActionHandler = (api, payload) => {
  const { nftSymbol, edition, typeId, category, rarity, team, name, isSignedWithActiveKey } = payload;
  if (name === undefined && category === undefined && rarity === undefined && team === undefined) return;

  const areParamsValid =
    api.assert(isSignedWithActiveKey === true, ACTIVE_KEY_REQUIRED) &&
    api.assert(name === undefined || isValidName(name), INVALID_TYPE_NAME) &&
    api.assert(
      isNonEmptyString(nftSymbol) && isNonNegativeInteger(typeId) && isNonNegativeInteger(edition) &&
        optionalIndex(category) && optionalIndex(rarity) && optionalIndex(team),
      'invalid params',
    );
  if (!areParamsValid) return;

  const managed = managedEditionOfIssuer(api, nftSymbol, edition, 'not authorized to update types');
  if (managed === null) return;
  const mapping = managed.editionMapping[String(edition)];
  const touchesReadOnly =
    (category !== undefined && mapping.categoryRO) || (rarity !== undefined && mapping.rarityRO) ||
    (team !== undefined && mapping.teamRO) || (name !== undefined && mapping.nameRO);
  if (!api.assert(!touchesReadOnly, 'cannot edit read-only properties')) return;
  const type = typesTable(api).findOne({ nft: nftSymbol, edition, typeId });
  if (!api.assert(type !== null, 'type does not exist') || type === null) return;

  const changes = applyChanges(type, { name, category, rarity, team });
  typesTable(api).update(type);
  api.emit('updateType', { nft: nftSymbol, edition, typeId, ...changes });
};
