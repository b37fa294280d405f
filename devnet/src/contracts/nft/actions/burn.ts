import type { ActionHandler, ContractApi } from '../../../chain/contract-api';
import { isTransferVerified, transferFromThisContract } from '../../shared/token-transfers';
import { MAX_NUM_CONTAINER_NFTS_OPERABLE, NFT_CONTRACT } from '../constants';
import { listedInstances, parseInstancesRequest } from '../instance-request';
import { isHeldBy, type Caller } from '../parties';
import { findNft, instanceTable, saveNft } from '../tables';
import type { NftIdGroup, NftInstance } from '../types';
import { transferAndVerify } from './transfer';

const isContainer = (instance: NftInstance): boolean => (instance.lockedNfts?.length ?? 0) > 0;

/**
 * One container per call and no mixing: the first instance found decides whether this call burns
 * a container or plain instances. Counts every instance found, held or not, as the chain does.
 */
class ContainerRule {
  private containerCount = 0;
  private instanceCount = 0;
  private isFirstInstanceContainer = false;

  allows(instance: NftInstance): boolean {
    let isAllowed = true;
    if (isContainer(instance)) {
      if (this.instanceCount === 0) this.isFirstInstanceContainer = true;
      this.containerCount += 1;
      if (this.containerCount > MAX_NUM_CONTAINER_NFTS_OPERABLE || !this.isFirstInstanceContainer) isAllowed = false;
    } else if (this.isFirstInstanceContainer) {
      isAllowed = false;
    }
    this.instanceCount += 1;
    return isAllowed;
  }
}

/** Returns the locked tokens that could NOT be released. */
function releaseLockedTokens(api: ContractApi, instance: NftInstance, caller: Caller): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [symbol, quantity] of Object.entries(instance.lockedTokens)) {
    const result = transferFromThisContract(api, caller.from, symbol, quantity, caller.fromType);
    if (!isTransferVerified(result, { event: 'transferFromContract', from: api.contractName, to: caller.from, symbol, quantity })) {
      kept[symbol] = quantity;
    }
  }
  return kept;
}

function burnInstance(api: ContractApi, symbol: string, id: string, instance: NftInstance, caller: Caller, isSignedWithActiveKey: unknown): boolean {
  const unlockedTokens = instance.lockedTokens;
  const unlockedNfts: NftIdGroup[] = isContainer(instance) ? (instance.lockedNfts as NftIdGroup[]) : [];
  const keptTokens = releaseLockedTokens(api, instance, caller);
  let isReleased = Object.keys(keptTokens).length === 0;
  api.assert(isReleased, `unable to release locked tokens in: ${symbol}, id ${id}`);
  if (isReleased && isContainer(instance)) {
    const result = transferAndVerify(api, 'contract', caller.from, caller.fromType, unlockedNfts, isSignedWithActiveKey, NFT_CONTRACT);
    instance.lockedNfts = result.fail;
    isReleased = result.fail.length === 0;
    api.assert(isReleased, `unable to release locked NFT instances in: ${symbol}, id ${id}`);
  }
  const ownedBy = instance.ownedBy;
  instance.lockedTokens = keptTokens;
  if (isReleased) {
    instance.previousAccount = instance.account;
    instance.previousOwnedBy = instance.ownedBy;
    instance.account = 'null';
    instance.ownedBy = 'u';
  }
  instanceTable(api, symbol).update(instance);
  if (isReleased) {
    api.emit('burn', { account: caller.from, ownedBy, unlockedTokens, unlockedNfts, symbol, id });
  }
  return isReleased;
}

/** `burn`: held, undelegated instances; locked tokens / NFTs go back to the owner. */
export const burn: ActionHandler = (api, payload) => {
  const request = parseInstancesRequest(api, payload, api.callingContractInfo?.name);
  if (request === null) return;
  const containerRule = new ContainerRule();
  for (const { symbol, ids } of request.nfts) {
    const nft = findNft(api, symbol);
    if (!nft) continue;
    for (const { id, instance } of listedInstances(api, symbol, ids)) {
      const isAllowed = containerRule.allows(instance);
      if (isAllowed && isHeldBy(instance, request.caller) && instance.delegatedTo === undefined) {
        if (burnInstance(api, symbol, id, instance, request.caller, payload.isSignedWithActiveKey)) nft.circulatingSupply -= 1;
      }
    }
    saveNft(api, nft);
  }
};
