import type { ActionHandler } from '../../../chain/contract-api';
import { ACTIVE_KEY_REQUIRED } from '../../shared/constants';
import { findToken } from '../../shared/token-tables';
import { burnUtilityFee, canPayUtilityFee } from '../../shared/utility-fee';
import { findNft } from '../../nft/tables';
import { INVALID_EDITION_NAME } from '../constants';
import { findManagedNft, findPack, hasEdition, managedNftsTable, packsTable, readParams } from '../tables';
import {
  isNonEmptyString, isNonNegativeInteger, isValidCardsPerPack, isValidName, isValidNumRolls, isValidPartition,
} from '../validators';

/**
 * `registerPack`: ties a pack token to an edition of a managed NFT with its chance tables, burning
 * the registration fee; the first pack of an edition names it.
 */
export const registerPack: ActionHandler = (api, payload) => {
  const {
    packSymbol, nftSymbol, edition, editionName, cardsPerPack,
    foilChance, categoryChance, rarityChance, teamChance, numRolls, isSignedWithActiveKey,
  } = payload;
  const areParamsValid =
    api.assert(isSignedWithActiveKey === true, ACTIVE_KEY_REQUIRED) &&
    api.assert(editionName === undefined || isValidName(editionName), INVALID_EDITION_NAME) &&
    api.assert(
      isNonEmptyString(packSymbol) && isNonEmptyString(nftSymbol) && isNonNegativeInteger(edition) && isValidNumRolls(numRolls) &&
        isValidPartition(foilChance) && isValidPartition(categoryChance) && isValidPartition(rarityChance) &&
        isValidPartition(teamChance) && isValidCardsPerPack(cardsPerPack),
      'invalid params',
    );
  if (!areParamsValid) return;

  const { registerFee } = readParams(api);
  if (!api.assert(canPayUtilityFee(api, registerFee), 'you must have enough tokens to cover the registration fee')) return;
  if (!api.assert(findToken(api, packSymbol) !== null, 'pack symbol must exist')) return;
  const managed = findManagedNft(api, nftSymbol);
  if (!api.assert(managed !== null, 'NFT not under management') || managed === null) return;
  const nft = findNft(api, nftSymbol);
  const isAllowed =
    api.assert(nft !== null, 'NFT symbol must exist') &&
    api.assert(nft?.issuer === api.sender, 'not authorized to register') &&
    api.assert(findPack(api, packSymbol, nftSymbol) === null, `pack already registered for ${nftSymbol}`) &&
    api.assert(hasEdition(managed, edition) || editionName !== undefined, 'must provide a name for the new edition');
  if (!isAllowed) return;

  if (!burnUtilityFee(api, registerFee, isSignedWithActiveKey)) return;

  if (!hasEdition(managed, edition)) {
    managed.editionMapping[String(edition)] = {
      nextTypeId: 0, editionName, categoryRO: false, rarityRO: false, teamRO: false, nameRO: false,
    };
    managedNftsTable(api).update(managed);
  }
  packsTable(api).insert({
    account: String(api.sender), symbol: packSymbol, nft: nftSymbol, edition, cardsPerPack,
    foilChance, categoryChance, rarityChance, teamChance, numRolls, isFinalized: false,
  });
  api.emit('registerPack', { account: api.sender, symbol: packSymbol, nft: nftSymbol });
};
