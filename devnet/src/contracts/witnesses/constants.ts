import type { TableSpec } from '../../chain/contract-api';

/** Owner of the contract: the only account allowed to change its params. */
export const WITNESSES_OWNER = 'hive-engine';

/** The governance token whose stake (plus delegations in) weighs an approval. */
export const GOVERNANCE_TOKEN_SYMBOL = 'WORKERBEE';
export const GOVERNANCE_TOKEN_PRECISION = 5;

/** The scheduling tick expires the approvals of at most this many accounts per block, oldest first. */
export const MAX_ACCOUNTS_EXPIRED_PER_BLOCK = 10;

export const WITNESSES_TABLES: TableSpec[] = [
  { name: 'witnesses', indexes: ['approvalWeight'] },
  { name: 'approvals', indexes: ['from', 'to'] },
  { name: 'accounts', indexes: ['account'] },
  { name: 'schedules' },
  { name: 'params' },
];

/** The params row the contract writes when it is deployed (reference §14); the seed starts from it. */
export const GENESIS_PARAMS = {
  totalApprovalWeight: '0',
  totalEnabledApprovalWeight: '0',
  numberOfApprovedWitnesses: 0,
  lastVerifiedBlockNumber: 0,
  round: 0,
  lastBlockRound: 0,
  currentWitness: null,
  blockNumberWitnessChange: 0,
  lastWitnesses: [] as string[],
  numberOfApprovalsPerAccount: 30,
  numberOfTopWitnesses: 20,
  numberOfWitnessSlots: 21,
  witnessSignaturesRequired: 14,
  maxRoundsMissedInARow: 3,
  maxRoundPropositionWaitingPeriod: 40,
  // about 180 days of 3-second blocks
  witnessApproveExpireBlocks: 5_184_000,
};
