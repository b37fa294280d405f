import type { ActionHandler } from '../../../chain/contract-api';
import { ACTIVE_KEY_REQUIRED } from '../../shared/constants';
import { findNft, saveNft } from '../tables';
import { hasOwn, isValidPropertyName } from '../validators';
import { isPropertyType } from './add-property';

/** `updatePropertyDefinition`: rename / retype / toggle read-only, only before any issue. */
export const updatePropertyDefinition: ActionHandler = (api, payload) => {
  const { symbol, name, newName, type, isReadOnly, isSignedWithActiveKey } = payload;
  const isValid =
    api.assert(isSignedWithActiveKey === true, ACTIVE_KEY_REQUIRED) &&
    api.assert(typeof symbol === 'string' && symbol !== '' && typeof name === 'string' && name !== '', 'invalid params') &&
    api.assert(isValidPropertyName(name), 'invalid name: letters & numbers only, max length of 25') &&
    api.assert(
      newName === undefined || (typeof newName === 'string' && isValidPropertyName(newName)),
      'invalid new name: letters & numbers only, max length of 25',
    ) &&
    api.assert(type === undefined || isPropertyType(type), 'invalid type: must be number, string, or boolean') &&
    api.assert(isReadOnly === undefined || typeof isReadOnly === 'boolean', 'invalid isReadOnly: must be true or false');
  if (!isValid) return;
  const nft = findNft(api, symbol);
  if (!nft) return;
  const mayChange =
    api.assert(nft.supply === 0, 'cannot change data property definition; tokens already issued') &&
    api.assert(hasOwn(nft.properties, name), 'property must exist') &&
    api.assert(nft.issuer === api.sender, 'must be the issuer');
  if (!mayChange) return;
  if (newName !== undefined) {
    const mayRename =
      api.assert(!nft.groupBy.includes(name), 'cannot change data property name; property is part of groupBy') &&
      api.assert(newName !== name, 'new name must be different from old name') &&
      api.assert(!hasOwn(nft.properties, newName), 'there is already a data property with the given new name');
    if (!mayRename) return;
  }

  const schema = nft.properties[name];
  const originalType = schema.type;
  const originalIsReadOnly = schema.isReadOnly;
  let isChanged = false;
  if (type !== undefined && type !== originalType) {
    schema.type = type;
    isChanged = true;
  }
  if (isReadOnly !== undefined && isReadOnly !== originalIsReadOnly) {
    schema.isReadOnly = isReadOnly;
    isChanged = true;
  }
  if (newName !== undefined) {
    nft.properties[newName] = schema;
    delete nft.properties[name];
    isChanged = true;
  }
  if (!isChanged) return;
  saveNft(api, nft);
  api.emit('updatePropertyDefinition', {
    symbol, originalName: name, originalType, originalIsReadOnly, newName, newType: type, newIsReadOnly: isReadOnly,
  });
};
