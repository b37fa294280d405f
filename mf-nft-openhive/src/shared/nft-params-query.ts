import { sidechain } from '@tdx/api';
import { defineQuery } from '@tdx/data';

/** `nft.params`: the nft contract's own fees (not the tokens contract's). */
export interface NftParams {
  nftCreationFee: string;
  /** Fee token → fee per instance (times 1 + the definition's properties). */
  nftIssuanceFee?: Record<string, string>;
  /** BEE for each property beyond the free ones. */
  dataPropertyCreationFee?: string;
  enableDelegationFee?: string;
}

/** The nft contract's params, read again by each new reader. */
export const nftParamsQuery = defineQuery({
  key: () => ['nft', 'params'],
  fetch: async (): Promise<NftParams | null> => sidechain.findOne<NftParams>('nft', 'params', {}),
});
