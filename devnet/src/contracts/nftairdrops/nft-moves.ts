import type { CallResult, ContractApi } from '../../chain/contract-api';
import { ownerTypeOf } from '../nft/parties';
import { instanceTable } from '../nft/tables';
import type { PartyType } from '../nft/types';
import { toBigNumber } from '../shared/chain-number';
import { hasErrors } from '../shared/token-transfers';
import { NFT_AIRDROPS_CONTRACT } from './constants';

/** The `nft.transfer` calls the airdrop makes, and the check it runs after them (as the node does). */

const numericIds = (ids: string[]): number[] => ids.map((id) => toBigNumber(id).toNumber());

/** True when every listed instance that exists is now held by `to` (missing ids pass, as on the chain). */
export function isNftTransferVerified(api: ContractApi, symbol: string, to: string, toType: PartyType, ids: string[]): boolean {
  const stray = instanceTable(api, symbol).findOne({
    _id: { $in: numericIds(ids) },
    $or: [{ account: { $ne: to } }, { ownedBy: { $ne: ownerTypeOf(toType) } }],
  });
  return stray === null;
}

/** One `nft.transfer` made by this contract (`fromType` says whose NFTs move: the user's or its own). */
export function transferNfts(api: ContractApi, fromType: PartyType, to: string, toType: PartyType | undefined, symbol: string, ids: string[]): CallResult {
  return api.executeSmartContract('nft', 'transfer', { fromType, to, toType, nfts: [{ symbol, ids }], isSignedWithActiveKey: true });
}

/** Moves the sender's NFTs into this contract; false when a transfer failed or an NFT did not arrive. */
export function reserveNfts(api: ContractApi, fromType: PartyType, symbol: string, ids: string[], batchSize: number): boolean {
  for (let start = 0; start < ids.length; start += batchSize) {
    if (hasErrors(transferNfts(api, fromType, NFT_AIRDROPS_CONTRACT, 'contract', symbol, ids.slice(start, start + batchSize)))) return false;
  }
  return isNftTransferVerified(api, symbol, NFT_AIRDROPS_CONTRACT, 'contract', ids);
}

/** Gives back the listed NFTs this contract still holds. */
export function reimburseNfts(api: ContractApi, to: string, toType: PartyType, symbol: string, ids: string[], batchSize: number): void {
  const held: string[] = [];
  const wanted = numericIds(ids);
  for (let offset = 0; offset < ids.length; offset += 1000) {
    const page = instanceTable(api, symbol).find(
      { _id: { $in: wanted }, account: NFT_AIRDROPS_CONTRACT, ownedBy: 'c' },
      { limit: 1000, offset, indexes: [{ index: '_id', descending: false }] },
    );
    held.push(...page.map((row) => String(row._id)));
  }
  for (let start = 0; start < held.length; start += batchSize) transferNfts(api, 'contract', to, toType, symbol, held.slice(start, start + batchSize));
}
