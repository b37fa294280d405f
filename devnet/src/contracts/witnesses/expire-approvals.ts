import type { ContractApi } from '../../chain/contract-api';
import { MAX_ACCOUNTS_EXPIRED_PER_BLOCK } from './constants';
import { approvals, approvalWeightOf, readParams, voters, type VoterRow } from './rows';
import { removeApproval } from './votes';

/**
 * Every block's `scheduleWitnesses` tick (sender `null`). On the chain it first expires stale
 * approvals, then schedules the block producers; the devnet produces its blocks itself, so only the
 * expiry runs: the approvals of accounts that did not approve or disapprove for more than
 * `witnessApproveExpireBlocks` blocks are removed, at most ten accounts per block, oldest first.
 */
export function scheduleWitnesses(api: ContractApi): void {
  if (api.sender !== 'null' && api.sender !== null) return;
  const { witnessApproveExpireBlocks } = readParams(api);
  const stale = voters(api)
    .find({ lastApproveBlock: { $lt: api.blockNumber - witnessApproveExpireBlocks }, approvals: { $gt: 0 } })
    .sort((a, b) => a.lastApproveBlock - b.lastApproveBlock)
    .slice(0, MAX_ACCOUNTS_EXPIRED_PER_BLOCK);
  for (const voter of stale) expireApprovals(api, voter);
}

function expireApprovals(api: ContractApi, voter: VoterRow): void {
  for (const approval of approvals(api).find({ from: voter.account })) removeApproval(api, approval);
  voters(api).update({ ...voter, approvals: 0, approvalWeight: approvalWeightOf(api, voter.account) });
  api.emit('witnessApprovalsExpired', { account: voter.account });
}
