import type { ContractApi } from '../../chain/contract-api';
import { isPositiveNumericString } from '../shared/chain-number';
import { MAX_NUM_NFTS_OPERABLE, MAX_SYMBOL_LENGTH } from './constants';
import type { NftIdGroup } from './types';
import { isObjectValue, isValidNftSymbol } from './validators';

/**
 * Validates `[{symbol, ids}]` lists: `invalid nft list`, and at most 50 ids summed over all
 * symbols. A malformed entry (not an object) stops the check silently, as on the chain where
 * the destructuring throws inside a try/catch.
 */
export function isValidNftIdList(api: ContractApi, list: unknown[]): list is NftIdGroup[] {
  let instanceCount = 0;
  for (const entry of list) {
    if (!isObjectValue(entry)) return false;
    const { symbol, ids } = entry;
    const isWellFormed =
      typeof symbol === 'string' && isValidNftSymbol(symbol, MAX_SYMBOL_LENGTH) && Array.isArray(ids);
    if (!api.assert(isWellFormed, 'invalid nft list')) return false;
    const idList = ids as unknown[];
    instanceCount += idList.length;
    if (!api.assert(instanceCount <= MAX_NUM_NFTS_OPERABLE, `cannot operate on more than ${MAX_NUM_NFTS_OPERABLE} NFT instances at once`)) {
      return false;
    }
    for (const id of idList) {
      if (!api.assert(isPositiveNumericString(id), 'invalid nft list')) return false;
    }
  }
  return true;
}
