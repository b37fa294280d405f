import { sidechain } from '@tdx/api';
import { defineQuery } from '@tdx/data';

/** The fields of `nft.params` the creation form uses. */
export interface NftParams {
  nftCreationFee: string;
}

/** The nft contract's own params (its creation fee is not the tokens contract's), read again by each new reader. */
export const nftParamsQuery = defineQuery({
  key: () => ['nft', 'params'],
  fetch: async (): Promise<NftParams | null> => sidechain.findOne<NftParams>('nft', 'params', {}),
});
