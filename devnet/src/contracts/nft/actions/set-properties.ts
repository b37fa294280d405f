import type { ActionHandler } from '../../../chain/contract-api';
import { MAX_NUM_NFTS_EDITABLE } from '../constants';
import { isValidPropertyUpdates } from '../data-properties';
import { notifyMining } from '../mining-hook';
import { resolveCaller } from '../parties';
import { findInstance, findNft, instanceTable } from '../tables';
import { hasOwn } from '../validators';

/**
 * `setProperties` (posting key is enough): validates every entry first, then writes; read-only
 * properties can be set once per instance.
 */
export const setProperties: ActionHandler = (api, payload) => {
  const { symbol, nfts } = payload;
  const caller = resolveCaller(api, payload.fromType, api.callingContractInfo?.name);
  const isValid =
    api.assert(Array.isArray(nfts) && caller !== null && typeof symbol === 'string' && symbol !== '', 'invalid params') &&
    api.assert(nfts.length <= MAX_NUM_NFTS_EDITABLE, `cannot set properties on more than ${MAX_NUM_NFTS_EDITABLE} NFT instances at once`);
  if (!isValid || caller === null) return;
  const nft = findNft(api, symbol);
  if (!api.assert(nft !== null, 'symbol does not exist') || nft === null) return;
  if (!isValidPropertyUpdates(api, caller, nft, nfts)) return;

  for (const { id, properties } of nfts) {
    if (Object.keys(properties).length === 0) continue;
    const instance = findInstance(api, symbol, id);
    if (!api.assert(instance !== null, 'nft instance does not exist') || instance === null) continue;
    let isChanged = false;
    for (const [name, data] of Object.entries(properties)) {
      let oldValue: unknown = null;
      if (nft.properties[name].isReadOnly) {
        if (api.assert(!hasOwn(instance.properties, name), 'cannot edit read-only properties')) {
          instance.properties[name] = data;
          isChanged = true;
        }
      } else {
        oldValue = instance.properties[name];
        instance.properties[name] = data;
        isChanged = true;
      }
      if (isChanged && oldValue !== data) {
        notifyMining(api, 'handleNftSetProperty', { symbol, nft: instance, propertyName: name, oldValue });
      }
    }
    if (isChanged) instanceTable(api, symbol).update(instance);
  }
};
