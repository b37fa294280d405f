import type { ContractDefinition } from '../../chain/contract-api';
import { newAirdrop } from './actions/new-airdrop';
import { tick } from './actions/tick';
import { updateParams } from './actions/update-params';
import { NFT_AIRDROPS_CONTRACT, NFT_AIRDROPS_TABLES } from './constants';

/** NFT airdrops: a user's NFT instances handed out to a list of accounts over the following blocks. Its `params` row comes from the seed. */
export const contract: ContractDefinition = {
  name: NFT_AIRDROPS_CONTRACT,
  owner: 'hive-engine',
  tables: NFT_AIRDROPS_TABLES,
  actions: { newAirdrop, tick, updateParams },
  ticks: ['tick'],
};
