import type { TableSpec } from '../../chain/contract-api';

export const NFT_AIRDROPS_CONTRACT = 'nftairdrops';

/** Who may send an airdrop: a user, or a contract calling on its own behalf (`fromType: "contract"`). */
export const ALLOWED_FROM_TYPES = ['user', 'contract'] as const;

export const NFT_AIRDROPS_TABLES: TableSpec[] = [
  { name: 'pendingAirdrops', indexes: ['airdropId', 'symbol'] },
  { name: 'params' },
];

/** BEE's precision: the fee is written with it. */
export const UTILITY_FEE_PRECISION = 8;
