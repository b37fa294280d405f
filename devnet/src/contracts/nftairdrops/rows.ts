import type { ContractApi } from '../../chain/contract-api';
import { type TypedTable, typedTable } from '../shared/typed-table';
import type { PartyType } from '../nft/types';

/** Row shapes of the nftairdrops tables, as the node stores them. */

export type NftAirdropParams = {
  _id?: number;
  /** BEE burned per NFT sent. */
  feePerTransaction: string;
  /** NFTs one airdrop may send (over all recipients). */
  maxTransactionsPerAirdrop: number;
  /** NFTs one recipient may get in one airdrop. */
  maxTransactionsPerAccount: number;
  /** NFTs the tick hands out per block, shared by the airdrops it runs. */
  maxTransactionsPerBlock: number;
  maxAirdropsPerBlock: number;
  /** Ids per `nft.transfer` when the NFTs are reserved or given back. */
  processingBatchSize: number;
  enabledFromTypes: PartyType[];
};

export const DEFAULT_NFT_AIRDROP_PARAMS: NftAirdropParams = {
  feePerTransaction: '0.1',
  maxTransactionsPerAirdrop: 10000,
  maxTransactionsPerAccount: 50,
  maxTransactionsPerBlock: 500,
  maxAirdropsPerBlock: 1,
  processingBatchSize: 50,
  enabledFromTypes: ['user'],
};

/** One recipient of an airdrop: its NFT ids (strings), `toType` as sent (`user` when absent). */
export type AirdropRecipient = { to: string; toType?: PartyType; ids: string[] };

export type PendingNftAirdrop = {
  _id?: number;
  /** Still running; false once every NFT is handed out (or a hard fail stopped it). */
  isValid: boolean;
  /** Keep going when a transfer fails (default); false stops the airdrop and gives the rest back. */
  softFail: boolean;
  /** First block the tick hands NFTs out in. */
  blockNumber: number;
  /** The transaction id of `newAirdrop`. */
  airdropId: string;
  symbol: string;
  from: string;
  fromType: PartyType;
  /** Recipients still to serve; the tick takes them from the end. */
  list: AirdropRecipient[];
  /** Ids the contract still holds for this airdrop. */
  nftIds: string[];
  totalFee: string | null;
};

export const paramsTable = (api: ContractApi): TypedTable<NftAirdropParams> => typedTable(api.table('params'));

export const readParams = (api: ContractApi): NftAirdropParams => paramsTable(api).findOne({}) as NftAirdropParams;

export const pendingAirdrops = (api: ContractApi): TypedTable<PendingNftAirdrop> => typedTable(api.table('pendingAirdrops'));
