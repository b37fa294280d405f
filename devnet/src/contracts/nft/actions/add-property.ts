import type { ActionHandler } from '../../../chain/contract-api';
import { ACTIVE_KEY_REQUIRED } from '../../shared/constants';
import { burnUtilityFee, canPayUtilityFee } from '../../shared/utility-fee';
import { FREE_DATA_PROPERTIES } from '../constants';
import { findNft, readParams, saveNft } from '../tables';
import { hasOwn, isValidPropertyName } from '../validators';
import { setPropertyPermissions } from './property-permissions';

export const isPropertyType = (type: unknown): boolean => type === 'number' || type === 'string' || type === 'boolean';

/** `addProperty`: the first 3 are free, each further one burns `dataPropertyCreationFee` BEE. */
export const addProperty: ActionHandler = (api, payload) => {
  const { symbol, name, type, isReadOnly, authorizedEditingAccounts, authorizedEditingContracts, isSignedWithActiveKey } = payload;
  const { dataPropertyCreationFee } = readParams(api);
  const isValid =
    api.assert(isSignedWithActiveKey === true, ACTIVE_KEY_REQUIRED) &&
    api.assert(
      typeof symbol === 'string' && symbol !== '' && typeof name === 'string' && name !== '' &&
        (isReadOnly === undefined || typeof isReadOnly === 'boolean') &&
        (authorizedEditingAccounts === undefined || Array.isArray(authorizedEditingAccounts)) &&
        (authorizedEditingContracts === undefined || Array.isArray(authorizedEditingContracts)) &&
        typeof type === 'string' && type !== '',
      'invalid params',
    ) &&
    api.assert(isValidPropertyName(name), 'invalid name: letters & numbers only, max length of 25') &&
    api.assert(isPropertyType(type), 'invalid type: must be number, string, or boolean');
  if (!isValid) return;
  const nft = findNft(api, symbol);
  if (!nft) return;
  const mayAdd =
    api.assert(!hasOwn(nft.properties, name), 'cannot add the same property twice') &&
    api.assert(nft.issuer === api.sender, 'must be the issuer');
  if (!mayAdd) return;
  if (Object.keys(nft.properties).length >= FREE_DATA_PROPERTIES) {
    if (!api.assert(canPayUtilityFee(api, dataPropertyCreationFee), 'you must have enough tokens to cover the creation fees')) return;
    if (!burnUtilityFee(api, dataPropertyCreationFee, isSignedWithActiveKey)) return;
  }
  nft.properties[name] = {
    type,
    isReadOnly: isReadOnly ?? false,
    authorizedEditingAccounts: authorizedEditingAccounts === undefined ? [String(api.sender)] : [],
    authorizedEditingContracts: [],
  };
  saveNft(api, nft);
  if (authorizedEditingAccounts || authorizedEditingContracts) {
    setPropertyPermissions(api, {
      symbol, name, accounts: authorizedEditingAccounts, contracts: authorizedEditingContracts, isSignedWithActiveKey,
    });
  }
};
