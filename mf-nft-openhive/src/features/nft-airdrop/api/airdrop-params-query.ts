import { sidechain } from '@tdx/api';
import { defineQuery } from '@tdx/data';

/** The limits and fee of `nftairdrops.params` the form applies. */
export interface NftAirdropParams {
  /** BEE burned per NFT sent. */
  feePerTransaction: string;
  /** NFTs one `newAirdrop` may send. */
  maxTransactionsPerAirdrop: number;
  /** NFTs one recipient may get in one `newAirdrop`. */
  maxTransactionsPerAccount: number;
  /** NFTs handed out per block (the airdrop arrives over several blocks beyond it). */
  maxTransactionsPerBlock: number;
}

/** The nftairdrops contract's params, read again by each new reader (the fee may change). */
export const nftAirdropParamsQuery = defineQuery({
  key: () => ['nftairdrops', 'params'],
  fetch: async (): Promise<NftAirdropParams | null> => sidechain.findOne<NftAirdropParams>('nftairdrops', 'params', {}),
});
