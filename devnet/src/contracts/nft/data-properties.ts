import type { ContractApi } from '../../chain/contract-api';
import { isPositiveNumericString, toBigNumber } from '../shared/chain-number';
import { MAX_DATA_PROPERTY_LENGTH } from './constants';
import type { Caller } from './parties';
import type { NftDefinition } from './types';
import { hasOwn, isObjectValue, isValidPropertyName } from './validators';

/**
 * Checks instance data properties against the NFT's schema (reference §6.4), stopping at the
 * first failure. Numbers given as numeric strings are converted IN PLACE, as the chain does.
 */
export function isValidDataProperties(
  api: ContractApi,
  caller: Caller,
  nft: NftDefinition,
  properties: Record<string, unknown>,
): boolean {
  if (!api.assert(Object.keys(properties).length <= Object.keys(nft.properties).length, 'cannot set more data properties than NFT has')) {
    return false;
  }
  for (const [name, data] of Object.entries(properties)) {
    if (!api.assert(isValidPropertyName(name), 'invalid data property name: letters & numbers only, max length of 25')) return false;
    if (!api.assert(hasOwn(nft.properties, name), 'data property must exist')) return false;
    const schema = nft.properties[name];
    const isNumericText = schema.type === 'number' && typeof data === 'string' && !toBigNumber(data).isNaN();
    const typeMatches = data !== undefined && data !== null && (typeof data === schema.type || isNumericText);
    const editors = caller.fromType === 'contract' ? schema.authorizedEditingContracts : schema.authorizedEditingAccounts;
    const isValid =
      api.assert(
        typeMatches,
        `data property type mismatch: expected ${schema.type} but got ${typeof data} for property ${name}`,
      ) &&
      api.assert(typeof data !== 'string' || data.length <= MAX_DATA_PROPERTY_LENGTH, `string property max length is ${MAX_DATA_PROPERTY_LENGTH} characters`) &&
      api.assert(editors.includes(caller.from), 'not allowed to set data properties');
    if (!isValid) return false;
    if (isNumericText) properties[name] = toBigNumber(data as string).toNumber();
  }
  return true;
}

export type PropertyUpdate = { id: string; properties: Record<string, unknown> };

/** `setProperties` entries: `[{id: "1", properties: {...}}]`. */
export function isValidPropertyUpdates(
  api: ContractApi,
  caller: Caller,
  nft: NftDefinition,
  updates: unknown[],
): updates is PropertyUpdate[] {
  for (const update of updates) {
    if (!isObjectValue(update)) return false;
    const { id, properties } = update;
    if (!api.assert(isPositiveNumericString(id) && isObjectValue(properties), 'invalid data properties')) return false;
    if (!isValidDataProperties(api, caller, nft, properties as Record<string, unknown>)) return false;
  }
  return true;
}
