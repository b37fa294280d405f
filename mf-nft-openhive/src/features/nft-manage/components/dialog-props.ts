import { NFT_DEFINITIONS_KEY, nftMarketSymbolsQuery } from '../../../shared';
import type { ManagedNft } from '../api/manage-queries';

/** What every issuer dialog takes: the definition, the signed-in issuer (who signs), and how to close. */
export interface CollectionDialogProps {
  nft: ManagedNft;
  account: string;
  onClose: () => void;
}

/** The reads an issuer action changes: the definitions and which NFTs have a market. */
export const COLLECTION_READS = [NFT_DEFINITIONS_KEY, nftMarketSymbolsQuery.key(undefined)] as const;
