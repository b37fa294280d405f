import type { ActionHandler } from '../../../chain/contract-api';
import { ACTIVE_KEY_REQUIRED } from '../../shared/constants';
import { INVALID_EDITION_NAME } from '../constants';
import { managedNftsTable } from '../tables';
import { isNonEmptyString, isNonNegativeInteger, isValidName } from '../validators';
import { applyChanges } from './changes';
import { managedEditionOfIssuer } from './issuer-edition';

const READ_ONLY_FLAGS = ['categoryRO', 'rarityRO', 'teamRO', 'nameRO'] as const;

/** `updateEdition`: renames an edition and/or locks type fields (a flag can only be turned on). */
export const updateEdition: ActionHandler = (api, payload) => {
  const { nftSymbol, edition, editionName, isSignedWithActiveKey } = payload;
  const flags = READ_ONLY_FLAGS.filter((flag) => payload[flag] !== undefined);
  if (editionName === undefined && flags.length === 0) return;

  const areParamsValid =
    api.assert(isSignedWithActiveKey === true, ACTIVE_KEY_REQUIRED) &&
    api.assert(editionName === undefined || isValidName(editionName), INVALID_EDITION_NAME) &&
    api.assert(isNonEmptyString(nftSymbol) && flags.every((flag) => payload[flag] === true) && isNonNegativeInteger(edition), 'invalid params');
  if (!areParamsValid) return;

  const managed = managedEditionOfIssuer(api, nftSymbol, edition, 'not authorized for updates');
  if (managed === null) return;
  const mapping = managed.editionMapping[String(edition)];
  const update: Record<string, unknown> = { nft: nftSymbol, edition, ...applyChanges(mapping, { editionName }) };
  for (const flag of flags) {
    mapping[flag] = true;
    update[flag] = true;
  }
  managedNftsTable(api).update(managed);
  api.emit('updateEdition', update);
};
