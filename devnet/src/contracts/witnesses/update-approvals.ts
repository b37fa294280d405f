import type { ContractApi } from '../../chain/contract-api';
import { BigNumber } from '../shared/chain-number';
import { approvals, approvalWeightOf, voters } from './rows';
import { updateWitnessRank } from './witness-rank';

/**
 * `updateWitnessesApprovals {account}`: the tokens contract calls it whenever an account's
 * WORKERBEE stake or delegations in change; the difference moves every witness the account
 * approved. Only the owner or the tokens contract may call it (silent otherwise).
 */
export function updateWitnessesApprovals(api: ContractApi, payload: Record<string, unknown>): void {
  if (api.sender !== api.owner && api.callingContractInfo?.name !== 'tokens') return;
  const voter = voters(api).findOne({ account: payload.account });
  if (voter === null) return;
  const weight = approvalWeightOf(api, voter.account);
  const oldWeight = typeof voter.approvalWeight === 'object' ? voter.approvalWeight.$numberDecimal : voter.approvalWeight;
  const delta = new BigNumber(weight).minus(oldWeight);
  if (delta.isZero()) return;
  voters(api).update({ ...voter, approvalWeight: weight });
  for (const approval of approvals(api).find({ from: voter.account })) updateWitnessRank(api, approval.to, delta);
}
