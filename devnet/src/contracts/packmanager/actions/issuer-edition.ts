import type { ContractApi } from '../../../chain/contract-api';
import { findNft } from '../../nft/tables';
import { findManagedNft, hasEdition } from '../tables';
import type { ManagedNft } from '../types';

/**
 * The checks edition-level changes share, in the contract's order: the NFT exists, the sender is
 * its issuer, it is managed here and the edition is registered. The managed row, or null.
 */
export function managedEditionOfIssuer(api: ContractApi, nftSymbol: string, edition: number, unauthorized: string): ManagedNft | null {
  const nft = findNft(api, nftSymbol);
  if (!api.assert(nft !== null, 'NFT symbol must exist') || !api.assert(nft?.issuer === api.sender, unauthorized)) return null;
  const managed = findManagedNft(api, nftSymbol);
  if (!api.assert(managed !== null, 'NFT not under management') || managed === null) return null;
  return api.assert(hasEdition(managed, edition), 'edition not registered') ? managed : null;
}
