import type { ActionHandler } from '../../../chain/contract-api';
import { ACTIVE_KEY_REQUIRED } from '../../shared/constants';
import { canPayUtilityFee } from '../../shared/utility-fee';
import { findNft, readParams as readNftParams } from '../../nft/tables';
import { PACKMANAGER_CONTRACT } from '../constants';
import { managedNftsTable } from '../tables';
import { isNonEmptyString } from '../validators';

const isOptionalBoolean = (value: unknown): boolean => value === undefined || typeof value === 'boolean';

/** The properties every managed NFT gets, in this order, and its groupBy. */
const MANAGED_PROPERTIES = ['edition', 'foil', 'type'];

/**
 * `createNft`: creates an NFT through `nft.create` with packmanager as its only issuer, adds the
 * number properties edition (read-only), foil and type (read-only unless told otherwise), sets
 * the groupBy and puts the NFT under management with an empty fee pool.
 */
export const createNft: ActionHandler = (api, payload) => {
  const { name, orgName, productName, symbol, url, isFoilReadOnly, isTypeReadOnly, isSignedWithActiveKey } = payload;
  const isValid =
    api.assert(isSignedWithActiveKey === true, ACTIVE_KEY_REQUIRED) &&
    api.assert(isNonEmptyString(symbol) && isOptionalBoolean(isFoilReadOnly) && isOptionalBoolean(isTypeReadOnly), 'invalid params') &&
    api.assert(canPayUtilityFee(api, readNftParams(api).nftCreationFee), 'you must have enough tokens to cover the NFT creation') &&
    api.assert(findNft(api, symbol) === null, 'symbol already exists');
  if (!isValid) return;

  api.executeSmartContract('nft', 'create', {
    name, symbol, orgName, productName, url,
    authorizedIssuingAccounts: [],
    authorizedIssuingContracts: [PACKMANAGER_CONTRACT],
    isSignedWithActiveKey,
  });
  if (!api.assert(findNft(api, symbol) !== null, 'error creating NFT')) return;

  const readOnly = { edition: true, foil: isFoilReadOnly ?? true, type: isTypeReadOnly ?? true };
  for (const property of MANAGED_PROPERTIES) {
    api.executeSmartContract('nft', 'addProperty', {
      symbol,
      name: property,
      type: 'number',
      isReadOnly: readOnly[property as keyof typeof readOnly],
      authorizedEditingAccounts: [],
      authorizedEditingContracts: [PACKMANAGER_CONTRACT],
      isSignedWithActiveKey,
    });
  }
  const withProperties = findNft(api, symbol);
  if (!api.assert(Object.keys(withProperties?.properties ?? {}).length === 3, 'NFT created but error adding data properties')) return;

  api.executeSmartContract('nft', 'setGroupBy', { symbol, properties: MANAGED_PROPERTIES, isSignedWithActiveKey });
  managedNftsTable(api).insert({ nft: symbol, feePool: '0', editionMapping: {} });
  const grouped = findNft(api, symbol);
  if (api.assert(grouped?.groupBy.length === 3, 'NFT created with data properties, but error setting groupBy')) {
    api.emit('createNft', { symbol });
  }
};
