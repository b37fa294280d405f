import type { ActionHandler } from '../../../chain/contract-api';
import { ACTIVE_KEY_REQUIRED } from '../../shared/constants';
import { MAX_NUM_CONTAINER_NFTS_OPERABLE, MAX_NUM_NFTS_ISSUABLE } from '../constants';
import { isObjectValue } from '../validators';
import { issueInstance } from './issue';

/** `issueMultiple`: ≤ 10 entries, container rules, then each entry runs as an `issue`. */
export const issueMultiple: ActionHandler = (api, payload) => {
  const { instances, isSignedWithActiveKey } = payload;
  const isValid =
    api.assert(isSignedWithActiveKey === true, ACTIVE_KEY_REQUIRED) &&
    api.assert(Array.isArray(instances), 'invalid params') &&
    api.assert(instances.length <= MAX_NUM_NFTS_ISSUABLE, `cannot issue more than ${MAX_NUM_NFTS_ISSUABLE} NFT instances at once`);
  if (!isValid) return;

  const entries = instances as unknown[];
  const containerCount = entries.filter((entry) => isObjectValue(entry) && Boolean(entry.lockNfts)).length;
  const areContainersValid =
    api.assert(
      containerCount <= MAX_NUM_CONTAINER_NFTS_OPERABLE,
      `cannot issue more than ${MAX_NUM_CONTAINER_NFTS_OPERABLE} container NFT instances at once`,
    ) &&
    api.assert(
      containerCount === 0 || containerCount === entries.length,
      'cannot issue a mix of container and non-container NFT instances simultaneously',
    );
  if (!areContainersValid) return;

  for (const entry of entries) {
    if (!entry) continue;
    const { symbol, fromType, to, toType, feeSymbol, lockTokens, soulBound, lockNfts, properties } = entry as Record<string, unknown>;
    issueInstance(
      api,
      { symbol, fromType, to, toType, feeSymbol, lockTokens, soulBound, lockNfts, properties, isSignedWithActiveKey },
      api.callingContractInfo?.name,
    );
  }
};
