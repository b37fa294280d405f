import type { ActionHandler, ContractApi } from '../../../chain/contract-api';
import { listedInstances, parseMoveRequest } from '../instance-request';
import { isHeldBy, ownerTypeOf, type Caller } from '../parties';
import { findNft, instanceTable } from '../tables';
import type { NftIdGroup, NftInstance, PartyType } from '../types';

export type TransferredInstance = { symbol: string; id: string };

const isTransferable = (instance: NftInstance, caller: Caller): boolean =>
  isHeldBy(instance, caller) && instance.delegatedTo === undefined && !instance.soulBound;

/**
 * Moves the listed instances the caller holds (not delegated, not soul-bound); every other id
 * is skipped silently. Returns what moved, in order.
 */
export function transferInstances(
  api: ContractApi,
  payload: Record<string, unknown>,
  callingContract: string | undefined,
): TransferredInstance[] {
  const request = parseMoveRequest(api, payload, callingContract, {
    toSelf: 'cannot transfer to self',
    toNull: 'cannot transfer to null; use burn action instead',
  });
  if (request === null) return [];
  const moved: TransferredInstance[] = [];
  for (const { symbol, ids } of request.nfts) {
    if (!findNft(api, symbol)) continue;
    for (const { id, instance } of listedInstances(api, symbol, ids)) {
      if (!isTransferable(instance, request.caller)) continue;
      const fromType = instance.ownedBy;
      const toType = ownerTypeOf(request.toType);
      instance.previousAccount = instance.account;
      instance.previousOwnedBy = instance.ownedBy;
      instance.account = request.to;
      instance.ownedBy = toType;
      instanceTable(api, symbol).update(instance);
      api.emit('transfer', { from: request.caller.from, fromType, to: request.to, toType, symbol, id });
      moved.push({ symbol, id });
    }
  }
  return moved;
}

export const transfer: ActionHandler = (api, payload) => {
  transferInstances(api, payload, api.callingContractInfo?.name);
};

/**
 * Used to lock NFTs into (issue) or release them from (burn) a container instance: transfers,
 * then splits the requested ids (deduplicated) into those that moved and those that did not.
 */
export function transferAndVerify(
  api: ContractApi,
  fromType: PartyType,
  to: string,
  toType: PartyType,
  nfts: NftIdGroup[],
  isSignedWithActiveKey: unknown,
  callingContract: string | undefined,
): { success: NftIdGroup[]; fail: NftIdGroup[] } {
  const moved = transferInstances(api, { fromType, to, toType, nfts, isSignedWithActiveKey }, callingContract);
  const movedKeys = new Set(moved.map(({ symbol, id }) => `${symbol}-${id}`));
  const seen = new Set<string>();
  const success: NftIdGroup[] = [];
  const fail: NftIdGroup[] = [];
  for (const { symbol, ids } of nfts) {
    const succeeded: string[] = [];
    const failed: string[] = [];
    for (const id of ids) {
      const key = `${symbol}-${id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      (movedKeys.has(key) ? succeeded : failed).push(String(id));
    }
    if (succeeded.length > 0) success.push({ symbol, ids: succeeded });
    if (failed.length > 0) fail.push({ symbol, ids: failed });
  }
  return { success, fail };
}
