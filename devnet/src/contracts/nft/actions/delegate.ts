import type { ActionHandler } from '../../../chain/contract-api';
import { listedInstances, parseMoveRequest } from '../instance-request';
import { notifyMining } from '../mining-hook';
import { isHeldBy, ownerTypeOf } from '../parties';
import { findNft, instanceTable } from '../tables';

/** `delegate`: held, undelegated, non-soul-bound instances of NFTs with delegation enabled. */
export const delegate: ActionHandler = (api, payload) => {
  const request = parseMoveRequest(api, payload, api.callingContractInfo?.name, {
    toSelf: 'cannot delegate to self',
    toNull: 'cannot delegate to null',
  });
  if (request === null) return;
  const toType = ownerTypeOf(request.toType);
  for (const { symbol, ids } of request.nfts) {
    const nft = findNft(api, symbol);
    if (!nft || !api.assert(nft.delegationEnabled === true, `delegation not enabled for ${symbol}`)) continue;
    for (const { id, instance } of listedInstances(api, symbol, ids)) {
      if (!isHeldBy(instance, request.caller) || instance.delegatedTo !== undefined || instance.soulBound) continue;
      instance.delegatedTo = { account: request.to, ownedBy: toType };
      instanceTable(api, symbol).update(instance);
      api.emit('delegate', { from: request.caller.from, fromType: instance.ownedBy, to: request.to, toType, symbol, id });
      notifyMining(api, 'handleNftDelegationChange', { symbol, nft: instance, add: true });
    }
  }
};
