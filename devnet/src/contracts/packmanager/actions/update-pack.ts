import type { ActionHandler } from '../../../chain/contract-api';
import { ACTIVE_KEY_REQUIRED } from '../../shared/constants';
import { findManagedNft, findPack, hasEdition, packsTable } from '../tables';
import {
  isNonEmptyString, isNonNegativeInteger, isValidCardsPerPack, isValidNumRolls, isValidPartition,
} from '../validators';
import { applyChanges } from './changes';

const optional = (value: unknown, isValid: (value: unknown) => boolean): boolean => value === undefined || isValid(value);

/** `updatePack`: the registrant changes a pack's settings until they are finalized. */
export const updatePack: ActionHandler = (api, payload) => {
  const {
    packSymbol, nftSymbol, edition, cardsPerPack, foilChance, categoryChance, rarityChance, teamChance, numRolls,
    isFinalized, isSignedWithActiveKey,
  } = payload;
  const changes = { edition, cardsPerPack, foilChance, categoryChance, rarityChance, teamChance, numRolls };
  if (Object.values(changes).every((value) => value === undefined) && isFinalized === undefined) return;

  const areParamsValid =
    api.assert(isSignedWithActiveKey === true, ACTIVE_KEY_REQUIRED) &&
    api.assert(
      isNonEmptyString(packSymbol) && isNonEmptyString(nftSymbol) &&
        (isFinalized === undefined || isFinalized === true) &&
        optional(edition, isNonNegativeInteger) && optional(numRolls, isValidNumRolls) &&
        optional(foilChance, isValidPartition) && optional(categoryChance, isValidPartition) &&
        optional(rarityChance, isValidPartition) && optional(teamChance, isValidPartition) &&
        optional(cardsPerPack, isValidCardsPerPack),
      'invalid params',
    );
  if (!areParamsValid) return;

  const settings = findPack(api, packSymbol, nftSymbol);
  const isAllowed =
    api.assert(settings !== null, 'pack not registered for this NFT') &&
    api.assert(settings?.account === api.sender, 'not authorized to update settings') &&
    api.assert(!settings?.isFinalized, 'pack settings already finalized');
  if (!isAllowed || settings === null) return;
  if (edition !== undefined) {
    const managed = findManagedNft(api, nftSymbol);
    if (!api.assert(managed !== null && hasEdition(managed, edition), 'edition not registered')) return;
  }

  const update: Record<string, unknown> = { symbol: packSymbol, nft: nftSymbol, ...applyChanges(settings, changes) };
  if (isFinalized) {
    settings.isFinalized = true;
    update.isFinalized = true;
  }
  packsTable(api).update(settings);
  api.emit('updatePack', update);
};
