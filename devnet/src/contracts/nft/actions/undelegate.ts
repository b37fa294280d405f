import type { ActionHandler, ContractApi } from '../../../chain/contract-api';
import { isSystemSender } from '../../shared/accounts';
import { blockTimeMs, MS_PER_DAY } from '../../shared/block-time';
import { listedInstances, parseInstancesRequest } from '../instance-request';
import { notifyMining } from '../mining-hook';
import { isHeldBy } from '../parties';
import { findInstances, findNft, instanceTable } from '../tables';
import type { PendingUndelegation } from '../types';

/**
 * `undelegate` (by the owner): starts the cooldown of each delegated instance not already
 * cooling down; one `pendingUndelegations` row per symbol.
 */
export const undelegate: ActionHandler = (api, payload) => {
  const request = parseInstancesRequest(api, payload, api.callingContractInfo?.name);
  if (request === null) return;
  const now = blockTimeMs(api);
  for (const { symbol, ids } of request.nfts) {
    const nft = findNft(api, symbol);
    if (!nft || !api.assert(nft.delegationEnabled === true, `delegation not enabled for ${symbol}`)) continue;
    const undelegation: PendingUndelegation = { symbol, ids: [], completeTimestamp: now + nft.undelegationCooldown * MS_PER_DAY };
    for (const { id, instance } of listedInstances(api, symbol, ids)) {
      const delegation = instance.delegatedTo;
      if (!isHeldBy(instance, request.caller) || !delegation || delegation.undelegateAt !== undefined) continue;
      delegation.undelegateAt = undelegation.completeTimestamp;
      undelegation.ids.push(instance._id);
      instanceTable(api, symbol).update(instance);
      api.emit('undelegateStart', { from: delegation.account, fromType: delegation.ownedBy, symbol, id });
      notifyMining(api, 'handleNftDelegationChange', { symbol, nft: instance, add: false });
    }
    if (undelegation.ids.length > 0) api.table('pendingUndelegations').insert(undelegation);
  }
};

function completeUndelegation(api: ContractApi, undelegation: PendingUndelegation): void {
  const { symbol, ids } = undelegation;
  for (const instance of findInstances(api, symbol, ids)) {
    delete instance.delegatedTo;
    instanceTable(api, symbol).update(instance);
  }
  api.table('pendingUndelegations').remove(undelegation);
  api.emit('undelegateDone', { symbol, ids });
}

/** Tick (sender `null`): ends every cooldown that is due at this block's time. */
export const checkPendingUndelegations: ActionHandler = (api) => {
  if (!api.assert(isSystemSender(api), 'not authorized')) return;
  const now = blockTimeMs(api);
  const findDue = () => api.table('pendingUndelegations').find({ completeTimestamp: { $lte: now } }) as PendingUndelegation[];
  // Queries are page-limited: repeat until nothing due is left.
  for (let due = findDue(); due.length > 0; due = findDue()) {
    due.forEach((undelegation) => completeUndelegation(api, undelegation));
  }
};
