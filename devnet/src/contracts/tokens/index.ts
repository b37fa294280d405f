import type { ContractDefinition } from '../../chain/contract-api';
import { create } from './create';
import {
  checkPendingUndelegations,
  delegate,
  enableDelegation,
  undelegate,
} from './delegation';
import { issue, issueToContract } from './issue';
import { updateParams, writeDefaultParams } from './params';
import { enableStaking, stake, stakeFromContract } from './staking';
import { transferOwnership, updateMetadata, updatePrecision, updateUrl } from './token-admin';
import { transfer, transferFromContract, transferToContract } from './transfer';
import { cancelUnstake, checkPendingUnstakes, unstake } from './unstake';

export type { BalanceRow, DelegationRow, PendingUndelegationRow, PendingUnstakeRow, TokenRow, TokensParams } from './rows';
export { newBalanceRow } from './rows';

/** The `tokens` contract (reference §3): token definitions, balances, staking and delegation. */
export const contract: ContractDefinition = {
  name: 'tokens',
  owner: 'hive-engine',
  tables: [
    { name: 'tokens', indexes: ['symbol'] },
    { name: 'balances', indexes: ['account'] },
    { name: 'contractsBalances', indexes: ['account'] },
    { name: 'params' },
    { name: 'pendingUnstakes', indexes: ['account', 'unstakeCompleteTimestamp'] },
    { name: 'delegations', indexes: ['from', 'to'] },
    { name: 'pendingUndelegations', indexes: ['account', 'completeTimestamp'] },
  ],
  genesis: writeDefaultParams,
  actions: {
    create,
    issue,
    issueToContract,
    transfer,
    transferToContract,
    transferFromContract,
    updateUrl,
    updateMetadata,
    updatePrecision,
    transferOwnership,
    updateParams,
    enableStaking,
    stake,
    stakeFromContract,
    unstake,
    cancelUnstake,
    checkPendingUnstakes,
    enableDelegation,
    delegate,
    undelegate,
    checkPendingUndelegations,
  },
  ticks: ['checkPendingUnstakes', 'checkPendingUndelegations'],
};
