import type { ActionHandler } from '../../../chain/contract-api';
import { ACTIVE_KEY_REQUIRED } from '../../shared/constants';
import { MAX_NAME_LENGTH, MAX_PARTITIONS, TRAIT_TABLES, type Trait } from '../constants';
import { traitTable } from '../tables';
import { isNonEmptyString, isNonNegativeInteger, isValidName } from '../validators';
import { managedEditionOfIssuer } from './issuer-edition';

const isTrait = (value: unknown): value is Trait => typeof value === 'string' && Object.prototype.hasOwnProperty.call(TRAIT_TABLES, value);

/** `setTraitName`: names a foil/category/rarity/team index of an edition (insert, or rename when it differs). */
export const setTraitName: ActionHandler = (api, payload) => {
  const { nftSymbol, edition, trait, index, name, isSignedWithActiveKey } = payload;
  const areParamsValid =
    api.assert(isSignedWithActiveKey === true, ACTIVE_KEY_REQUIRED) &&
    api.assert(isValidName(name), `invalid trait name: letters, numbers, whitespaces only, max length of ${MAX_NAME_LENGTH}`) &&
    api.assert(
      isNonEmptyString(nftSymbol) && isTrait(trait) && isNonNegativeInteger(index) && index < MAX_PARTITIONS && isNonNegativeInteger(edition),
      'invalid params',
    );
  if (!areParamsValid) return;
  if (managedEditionOfIssuer(api, nftSymbol, edition, 'not authorized for updates') === null) return;

  const table = traitTable(api, trait);
  const current = table.findOne({ nft: nftSymbol, edition, index });
  if (current === null) {
    table.insert({ nft: nftSymbol, edition, index, name });
    api.emit('setTraitName', { nft: nftSymbol, edition, trait, index, name });
  } else if (current.name !== name) {
    const oldName = current.name;
    table.update({ ...current, name });
    api.emit('updateTraitName', { nft: nftSymbol, edition, trait, index, oldName, newName: name });
  }
};
